import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import type { SendAsset } from '../SendAsset.ts'
import type { SendAccount } from '../SendServices.ts'
import { buildEvmTransfer } from './buildEvmTransfer.ts'

const account: SendAccount = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetworkId: 'eip155:31337',
  namespace: 'eip155',
  walletName: 'Dev Wallet',
  confirmsInModal: false,
  native: { symbol: 'ETH', decimals: 18 },
}
const eth: SendAsset = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
}
const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
// The Data API names tokens by CAIP-10 id.
const token = { ...eth, symbol: 'DUSD', address: `eip155:31337:${contract}` }
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

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
