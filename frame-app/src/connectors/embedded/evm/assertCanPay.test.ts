import { describe, expect, it } from 'vitest'
import { assertCanPay } from './assertCanPay.ts'
import { InsufficientFundsError } from './InsufficientFundsError.ts'

const from = '0x00000000000000000000000000000000000000aa'
const eth = { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
const holding = (wei: bigint) => ({ getBalance: async () => wei })
// 21 000 gas at 1 gwei: 0.000021 ETH of network fee at most.
const transfer = {
  from,
  gas: '0x5208',
  maxFeePerGas: '0x3b9aca00',
  value: '0x2386f26fc10000',
} as const
const needed = 10_000_000_000_000_000n + 21_000n * 1_000_000_000n

describe('assertCanPay', () => {
  it('lets through a transaction whose value and highest fee the balance covers', async () => {
    await expect(assertCanPay(holding(needed), transfer, eth)).resolves.toBeUndefined()
  })

  it('refuses with -32003 and both amounts when the balance falls short by one wei', async () => {
    const refusal = assertCanPay(holding(needed - 1n), transfer, eth)
    await expect(refusal).rejects.toBeInstanceOf(InsufficientFundsError)
    await expect(refusal).rejects.toMatchObject({
      code: -32003,
      shortMessage:
        'Insufficient funds: this transaction needs up to 0.010021 ETH with its network fee, and the account has 0.010020999999999999 ETH.',
    })
  })

  it('counts a legacy gas price, and a call without value pays the fee only', async () => {
    const call = { from, gas: '0x5208', gasPrice: '0x3b9aca00' } as const
    await expect(
      assertCanPay(holding(21_000n * 1_000_000_000n), call, eth),
    ).resolves.toBeUndefined()
    await expect(assertCanPay(holding(0n), call, eth)).rejects.toMatchObject({ code: -32003 })
  })
})
