import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { validateInput } from '../input/validateInput.ts'
import { SimulateBodySchema } from './schemas.ts'
import { simulateCalls } from './simulateCalls.ts'

/**
 * `POST /v1/simulate?projectId=…` (issue 39): what an account's calls would move if sent now,
 * run in sequence in one block by the chain's own node (`eth_simulateV1` with
 * `traceTransfers`): the coin, ERC-20s and NFTs it sends and receives, net, with symbols and
 * decimals; or the first call that reverts and why. A network the api does not serve is
 * SimulationNotSupportedError (400); a node without `eth_simulateV1`,
 * SimulationUnavailableError (501); no endpoint answering, ChainUnavailableError (502).
 */
export function createSimulateRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    '/v1/simulate',
    validateInput('json', SimulateBodySchema),
    async (c) => c.json(await simulateCalls(deps, c.req.valid('json'))),
  )
}
