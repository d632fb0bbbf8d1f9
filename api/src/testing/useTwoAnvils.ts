import { type AnvilProcess, spawnAnvil } from '@porthole/e2e/devChain'
import { afterAll, beforeAll } from 'vitest'
import { type DownEndpoints, startDownEndpoints } from './doubles/startDownEndpoints.ts'

/** Two anvil chains and endpoints that are down, for tests of failing over between endpoints. */
export type TwoAnvils = { anvil: AnvilProcess; other: AnvilProcess; down: DownEndpoints }

/**
 * Starts anvils of `chainIds` and the down endpoints before the file's tests (set on the
 * object it returns then), and stops them after.
 * @example const nodes = useTwoAnvils([31371, 31372]) // nodes.anvil.rpcUrl, nodes.down.refused
 */
export function useTwoAnvils(chainIds: readonly [number, number]): TwoAnvils {
  const nodes = {} as TwoAnvils
  beforeAll(async () => {
    ;[nodes.anvil, nodes.other, nodes.down] = await Promise.all([
      spawnAnvil({ chainId: chainIds[0] }),
      spawnAnvil({ chainId: chainIds[1] }),
      startDownEndpoints(),
    ])
  }, 30_000)
  afterAll(() => Promise.all([nodes.anvil?.stop(), nodes.other?.stop(), nodes.down?.stop()]))
  return nodes
}

/**
 * An EVM data chain's configuration named after its CAIP-2 id, paying in ETH, read from
 * `rpcUrls` in order (the first, then the fallbacks).
 */
export const evmTestChain = (
  caipNetworkId: string,
  [rpcUrl = '', ...rpcFallbackUrls]: string[],
) => ({
  caipNetworkId,
  name: caipNetworkId,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl,
  rpcFallbackUrls,
})
