import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'

/**
 * `GET /v1/supported-chains` (SPEC §7): the CAIP-2 ids served over http and over ws. The
 * Bitcoin networks of BITCOIN_DATA_CHAINS are served over http only (balance, history).
 */
export function createSupportedChainsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/v1/supported-chains', (c) => {
    const chains = [...deps.chains.list.map((entry) => entry.chain), ...deps.solanaChains.values()]
    return c.json({
      http: [...chains.map((chain) => chain.caipNetworkId), ...deps.bitcoinSources.keys()],
      ws: chains.filter((chain) => chain.wsUrl).map((chain) => chain.caipNetworkId),
    })
  })
}
