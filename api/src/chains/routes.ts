import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'

/** `GET /v1/supported-chains` (SPEC §7): the CAIP-2 ids served over http and over ws. */
export function createSupportedChainsRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/v1/supported-chains', (c) =>
    c.json({
      http: deps.chains.list.map((entry) => entry.chain.caipNetworkId),
      ws: deps.chains.list.filter((e) => e.chain.wsUrl).map((e) => e.chain.caipNetworkId),
    }),
  )
}
