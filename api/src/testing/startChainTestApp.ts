import { type DevChain, dataChainFor, startDevChain } from '@porthole/e2e/devChain'
import type { AppOptions } from '../app.ts'
import type { SolanaDataChainInput } from '../chains/SolanaDataChainSchema.ts'
import { createTestApp, type TestApp } from './createTestApp.ts'

export type ChainTestApp = TestApp & { chain: DevChain; caip: string; stop(): Promise<void> }

/**
 * A dev chain (anvil with the demo tokens, Uniswap V2 pools and NFTs) and a test app that
 * serves it as a data chain, allowed to fetch NFT metadata from the chain's loopback NFT
 * server. `stop()` ends both.
 */
export async function startChainTestApp(
  options: Omit<AppOptions, 'db' | 'clock'> = {},
  chainId = 31337,
  /** Solana clusters the app serves too, given the started chain (to price tokens on it). */
  solanaChains: (chain: DevChain) => SolanaDataChainInput[] = () => [],
): Promise<ChainTestApp> {
  const chain = await startDevChain({ chainId })
  const t = await createTestApp({
    chains: [dataChainFor(chain)],
    solanaChains: solanaChains(chain),
    fetchPrivateHosts: [new URL(chain.nft.baseUri).hostname],
    ...options,
  })
  return Object.assign(t, {
    chain,
    caip: `eip155:${chainId}`,
    stop: async () => {
      await t.testDb.dispose()
      await chain.stop()
    },
  })
}
