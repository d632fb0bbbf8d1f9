import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { evmAccount as account, bob, dusdContract, eth } from '../test/sendFixtures.ts'
import { buildEvmTransfer } from './buildEvmTransfer.ts'

const contract = dusdContract
// The Data API names tokens by CAIP-10 id.
const token = { ...eth, symbol: 'DUSD', address: `eip155:31337:${contract}` }
const to = bob

describe('buildEvmTransfer', () => {
  test('default: the native coin is a value transfer to the receiver', () => {
    expect(buildEvmTransfer({ account, token: eth, amount: 10n ** 18n, to })).toEqual({
      from: account.address,
      to,
      value: '0xde0b6b3a7640000',
    })
  })

  test('behavior: an ERC-20 is transfer(receiver, amount) on the token contract', () => {
    const tx = buildEvmTransfer({ account, token, amount: 12_500_000n, to })
    expect(tx.to).toBe(contract)
    expect(tx.value).toBeUndefined()
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.data! })
    expect(call.functionName).toBe('transfer')
    expect(call.args).toEqual([to, 12_500_000n])
  })

  test('error: a receiver that is not an EVM address is refused', () => {
    expect(() => buildEvmTransfer({ account, token, amount: 1n, to: 'bob' })).toThrow(
      'Not an EVM address: bob',
    )
  })
})
