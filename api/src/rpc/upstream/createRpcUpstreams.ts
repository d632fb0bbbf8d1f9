import type { RpcTarget } from '../RpcTarget.ts'
import { createRpcUpstream, type RpcUpstream } from './createRpcUpstream.ts'

/**
 * The chain RPC service's networks by CAIP-2 id (the EVM data chains and the Solana clusters),
 * each network's upstream built on its first call, so an idle network is never pinged.
 * @example createRpcUpstreams([evmRpcTarget(base)], 4000)('eip155:8453')?.send(calls)
 */
export function createRpcUpstreams(
  targets: readonly RpcTarget[],
  rankIntervalMs: number,
  timeoutMs?: number,
): (caipNetworkId: string) => RpcUpstream | undefined {
  const byId = new Map(targets.map((target) => [target.caipNetworkId, target]))
  const built = new Map<string, RpcUpstream>()
  return (caipNetworkId) => {
    const target = byId.get(caipNetworkId)
    if (!target) return undefined
    const upstream =
      built.get(caipNetworkId) ?? createRpcUpstream(target, rankIntervalMs, timeoutMs)
    built.set(caipNetworkId, upstream)
    return upstream
  }
}
