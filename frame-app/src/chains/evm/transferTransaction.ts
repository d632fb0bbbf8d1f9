import { encodeFunctionData, erc20Abi, type Hex, toHex } from 'viem'

export type EvmTransfer = { from: Hex; to: Hex; value?: Hex; data?: Hex }

/**
 * The transaction that moves `amount` from `from` to `to` on EVM: the native coin as `value`,
 * or, given the token's `contract`, an ERC-20 `transfer(to, amount)` call to it (amount in the
 * token's smallest unit). Addresses are checked by the caller.
 * @example transferTransaction({ from, to, amount: 10n ** 18n }) // { from, to, value: '0xde0b6b3a7640000' }
 */
export function transferTransaction({
  from,
  to,
  amount,
  contract,
}: {
  from: Hex
  to: Hex
  amount: bigint
  contract?: Hex | undefined
}): EvmTransfer {
  if (contract === undefined) return { from, to, value: toHex(amount) }
  return {
    from,
    to: contract,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  }
}
