import type { SwapTx } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { checkBuiltTx } from './checkBuiltTx.ts'

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const dusd = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const router = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const caip = (address: string) => `eip155:31337:${address}`
const tx = (overrides: Partial<SwapTx>): SwapTx => ({
  from: user,
  to: router,
  data: '0x38ed1739',
  value: '0',
  eip155: { gasPrice: '1' },
  ...overrides,
})
const approve = { kind: 'approve' as const, userAddress: caip(user), from: caip(dusd) }
const swap = { kind: 'swap' as const, userAddress: caip(user), from: caip(dusd), amount: 5n }

describe('checkBuiltTx', () => {
  test('default: the approval of the sold token and a token swap pass', () => {
    const ok = tx({ to: dusd.toLowerCase(), data: '0x095ea7b3ab' })
    expect(checkBuiltTx(ok, approve, NATIVE)).toBe(ok)
    expect(checkBuiltTx(tx({}), swap, NATIVE)).toEqual(tx({}))
    const coin = { ...swap, from: caip(NATIVE) }
    expect(checkBuiltTx(tx({ value: '5' }), coin, NATIVE).value).toBe('5')
  })

  test('error: another sender, spender target, call or coin amount is refused', () => {
    const cases: [SwapTx, typeof approve | typeof swap, RegExp][] = [
      [tx({ from: router, to: dusd, data: '0x095ea7b3' }), approve, /not from your account/],
      [tx({ data: '0x095ea7b3' }), approve, /not for the token you sell/],
      [tx({ to: dusd, data: '0xa9059cbb' }), approve, /not an approval/],
      [tx({ to: dusd, data: '0x095ea7b3', value: '1' }), approve, /moves coins/],
      [tx({ value: '7' }), swap, /moves another amount/],
    ]
    for (const [built, expected, message] of cases) {
      expect(() => checkBuiltTx(built, expected, NATIVE)).toThrow(message)
    }
  })
})
