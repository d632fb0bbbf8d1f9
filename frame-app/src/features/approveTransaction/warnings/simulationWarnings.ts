import type { SimulationOutcome } from '../summary/simulation/SimulationOutcome.ts'
import type { ApprovalWarning } from './ApprovalWarning.ts'

/**
 * A simulation that reverts, said before the user signs: a transaction fails and still costs
 * its fee; in a batch, which call (counted from 1) fails.
 */
export function simulationWarnings(
  simulation: SimulationOutcome | undefined,
  batch: boolean,
): ApprovalWarning[] {
  if (simulation?.kind !== 'reverted') return []
  const reason = simulation.reason ?? ''
  const params = { reason, index: String(simulation.callIndex + 1) }
  const key = batch ? 'approve.warnRevertsCall' : 'approve.warnReverts'
  return [reason ? { key, params } : { key, params, paramKeys: { reason: 'approve.noReason' } }]
}
