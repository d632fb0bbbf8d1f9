import type { Simulation } from '@porthole/shared-protocol/dataApi'
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { SimulationNotSupportedError } from '../errors.ts'
import { validateInput } from '../input/validateInput.ts'
import { assetChanges } from './assetChanges.ts'
import { describeChanges } from './describeChanges.ts'
import { revertReason } from './revertReason.ts'
import { runSimulation } from './runSimulation.ts'
import { SimulateBodySchema } from './schemas.ts'

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
    async (c) => {
      const body = c.req.valid('json')
      const entry = deps.chains.get(body.chainId)
      if (!entry) throw new SimulationNotSupportedError(body.chainId)
      const calls = await runSimulation(entry.reader, body)
      const failed = calls.findIndex((call) => call.status === 'failure')
      const failure = calls[failed]
      if (failure?.status === 'failure') {
        const answer: Simulation = {
          status: 'reverted',
          callIndex: failed,
          reason: revertReason(failure.data, failure.message),
        }
        return c.json(answer)
      }
      const logs = calls.flatMap((call) => (call.status === 'success' ? call.logs : []))
      const changes = assetChanges(logs, body.from)
      const coin = entry.chain.nativeCurrency
      const answer: Simulation = {
        status: 'success',
        ...(await describeChanges(entry.reader, coin, changes)),
      }
      return c.json(answer)
    },
  )
}
