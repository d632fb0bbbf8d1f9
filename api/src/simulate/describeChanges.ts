import type { AssetChange } from '@porthole/shared-protocol/dataApi'
import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { RawChange } from './assetChanges.ts'

type Coin = { symbol: string; decimals: number }

/** Reads each contract's `symbol()` and, for ERC-20s, `decimals()`; null where it fails. */
async function readTokens(reader: PublicClient, changes: readonly RawChange[]) {
  const tokens = [...new Set(changes.flatMap((change) => (change.token ? [change.token] : [])))]
  const results = await reader.multicall({
    allowFailure: true,
    contracts: tokens.flatMap((address) => [
      { address, abi: erc20Abi, functionName: 'symbol' } as const,
      { address, abi: erc20Abi, functionName: 'decimals' } as const,
    ]),
  })
  const facts = new Map<Address, { symbol: string | null; decimals: number | null }>()
  tokens.forEach((address, index) => {
    const [symbol, decimals] = [results[2 * index], results[2 * index + 1]]
    facts.set(address, {
      symbol: symbol?.status === 'success' ? String(symbol.result).slice(0, 32) : null,
      decimals: decimals?.status === 'success' ? Number(decimals.result) : null,
    })
  })
  return facts
}

/**
 * The account's changes as the api answers them, split into what it sends and what it
 * receives, each with its token's symbol and decimals read from the chain (the coin's from
 * the network's configuration).
 */
export async function describeChanges(
  reader: PublicClient,
  coin: Coin,
  changes: readonly RawChange[],
): Promise<{ send: AssetChange[]; receive: AssetChange[] }> {
  const facts = await readTokens(reader, changes)
  const described = changes.map((change) => {
    const fact = change.token ? facts.get(change.token) : coin
    const nft = change.kind === 'erc721' || change.kind === 'erc1155'
    const asset: AssetChange = {
      kind: change.kind,
      ...(change.token ? { token: change.token } : {}),
      symbol: fact?.symbol ?? null,
      decimals: nft ? 0 : (fact?.decimals ?? null),
      amount: String(change.delta < 0n ? -change.delta : change.delta),
      ...(change.tokenId === undefined ? {} : { tokenId: String(change.tokenId) }),
    }
    return { asset, out: change.delta < 0n }
  })
  return {
    send: described.filter((entry) => entry.out).map((entry) => entry.asset),
    receive: described.filter((entry) => !entry.out).map((entry) => entry.asset),
  }
}
