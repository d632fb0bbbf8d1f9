import { type Address, erc20Abi, getAddress } from 'viem'
import type { ChainEntry } from '../chains/createChainRegistry.ts'

export type RawBalance = {
  /** undefined for the native coin. */
  address?: Address
  name: string
  symbol: string
  decimals: number
  amount: bigint
}

/**
 * The native balance and, by multicall (SPEC §9 batches), each token's balanceOf, decimals,
 * symbol and name. Tokens whose calls fail (not an ERC-20) are left out, and so are zero
 * balances of tokens.
 */
export async function readBalances(
  entry: ChainEntry,
  owner: Address,
  tokens: readonly Address[],
): Promise<RawBalance[]> {
  const unique = [...new Set(tokens.map((token) => getAddress(token)))]
  const calls = unique.flatMap((address) => [
    { address, abi: erc20Abi, functionName: 'balanceOf' as const, args: [owner] as const },
    { address, abi: erc20Abi, functionName: 'decimals' as const },
    { address, abi: erc20Abi, functionName: 'symbol' as const },
    { address, abi: erc20Abi, functionName: 'name' as const },
  ])
  const [native, results] = await Promise.all([
    entry.reader.getBalance({ address: owner }),
    unique.length === 0
      ? Promise.resolve([])
      : entry.reader.multicall({ contracts: calls, allowFailure: true }),
  ])
  const { nativeCurrency } = entry.chain
  const balances: RawBalance[] = [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
      amount: native,
    },
  ]
  for (const [index, address] of unique.entries()) {
    const [amount, decimals, symbol, name] = results.slice(index * 4, index * 4 + 4)
    if (
      amount?.status !== 'success' ||
      decimals?.status !== 'success' ||
      symbol?.status !== 'success' ||
      name?.status !== 'success'
    ) {
      continue
    }
    const value = amount.result as bigint
    if (value === 0n) continue
    balances.push({
      address,
      amount: value,
      decimals: Number(decimals.result),
      symbol: String(symbol.result),
      name: String(name.result),
    })
  }
  return balances
}
