import { expect, vi } from 'vitest'
import type { RpcTarget } from '../rpc/RpcTarget.ts'
import { createRpcUpstream } from '../rpc/upstream/createRpcUpstream.ts'

/**
 * Checks that `target`'s endpoints start ranked as configured and that pings (every 50 ms) then
 * put `live` first; the upstream stops after.
 */
export async function expectPingRanking(target: RpcTarget, live: string): Promise<void> {
  const upstream = createRpcUpstream(target, 50)
  try {
    expect(upstream.ranking.order()).toEqual(target.endpoints)
    await vi.waitFor(() => expect(upstream.ranking.order()[0]).toBe(live))
  } finally {
    upstream.ranking.stop()
  }
}
