import { encodeFunctionData, erc20Abi, type Hex, isAddress, toHex } from 'viem'
import { contractOf } from '../SendAsset.ts'
import type { TransferRequest } from '../SendServices.ts'

export type EvmTransfer = { from: Hex; to: Hex; value?: Hex; data?: Hex }

/**
 * The transaction of a send on EVM: the native coin as `value` to the receiver, or an ERC-20
 * `transfer(receiver, amount)` call to the token contract (amount in the token's decimals; the
 * Data API names the contract as a CAIP-10 id).
 * @example buildEvmTransfer({ account, token: eth, amount: 10n ** 18n, to }) // { from, to, value: '0xde0b6b3a7640000' }
 */
export function buildEvmTransfer({ account, token, amount, to }: TransferRequest): EvmTransfer {
  if (!isAddress(to, { strict: false })) throw new TypeError(`Not an EVM address: ${to}`)
  const from = account.address as Hex
  const contract = contractOf(token)
  if (contract === undefined) return { from, to: to as Hex, value: toHex(amount) }
  if (!isAddress(contract, { strict: false }))
    throw new TypeError(`Not a token contract: ${token.address}`)
  return {
    from,
    to: contract as Hex,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to as Hex, amount],
    }),
  }
}
