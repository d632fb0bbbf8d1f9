import type { Simulation } from '@porthole/shared-protocol/dataApi'
import type { z } from 'zod'
import type { AppDeps } from '../AppEnv.ts'
import { SimulationNotSupportedError } from '../errors.ts'
import { assetChanges } from './assetChanges.ts'
import { describeChanges } from './describeChanges.ts'
import { revertReason } from './revertReason.ts'
import { runSimulation } from './runSimulation.ts'
import type { SimulateBodySchema } from './schemas.ts'

/** What `POST /v1/simulate` answers: the calls' net asset changes, or the first revert. */
export async function simulateCalls(
  deps: AppDeps,
  body: z.output<typeof SimulateBodySchema>,
): Promise<Simulation> {
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
    return answer
  }
  const logs = calls.flatMap((call) => (call.status === 'success' ? call.logs : []))
  const changes = assetChanges(logs, body.from)
  const coin = entry.chain.nativeCurrency
  const answer: Simulation = {
    status: 'success',
    ...(await describeChanges(entry.reader, coin, changes)),
  }
  return answer
}
