import { isHex, numberToHex } from 'viem'
import type { CapabilitiesAnswer } from './callsSchemas.ts'

/** EIP-5792's key for capabilities a wallet has on every chain. */
const ALL_CHAINS = '0x0'

/**
 * The Final EIP-5792 `wallet_getCapabilities` answer for a wallet connection: what the wallet
 * reported (`walletAnswer`, null when it does not implement the method) as it reported it, per
 * hex chain id, plus an entry for each of `chainIds` (the modal's EVM networks) it left out.
 * Every chain without the wallet's own `atomic` (there or under `0x0`) says
 * `atomic: { status: 'unsupported' }`: the modal sends such a batch one transaction at a time.
 * `requested` (the host's `chainIds`) keeps only those chains.
 * @example mergeCapabilities(null, ['0x1'], undefined) // { '0x1': { atomic: { status: 'unsupported' } } }
 */
export function mergeCapabilities(
  walletAnswer: CapabilitiesAnswer | null,
  chainIds: readonly `0x${string}`[],
  requested: readonly string[] | undefined,
): CapabilitiesAnswer {
  const wanted = (key: string) =>
    requested === undefined || requested.some((id) => BigInt(id) === BigInt(key))
  const merged: CapabilitiesAnswer = {}
  for (const [key, capabilities] of Object.entries(walletAnswer ?? {})) {
    if (!isHex(key)) continue
    const chainId = numberToHex(BigInt(key))
    if (chainId === ALL_CHAINS || wanted(chainId)) merged[chainId] = { ...capabilities }
  }
  for (const chainId of chainIds) if (wanted(chainId)) merged[numberToHex(BigInt(chainId))] ??= {}
  const atomicEverywhere = merged[ALL_CHAINS]?.atomic !== undefined
  for (const [chainId, capabilities] of Object.entries(merged))
    if (chainId !== ALL_CHAINS && capabilities.atomic === undefined && !atomicEverywhere)
      capabilities.atomic = { status: 'unsupported' }
  return merged
}
