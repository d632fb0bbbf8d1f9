import { NOTE_LINE } from '../../../../../components/NoteLine/noteLine.ts'
import type { AssetMove, SimulationOutcome } from '../../../summary/simulation/SimulationOutcome.ts'
import type { ApproveTranslate } from '../../../useApproveT.ts'

function Moves({
  label,
  moves,
  t,
  testId,
}: {
  label: string
  moves: readonly AssetMove[]
  t: ApproveTranslate
  testId: string
}) {
  return (
    <div className="ph-approve__moves" data-testid={testId}>
      <dt>{label}</dt>
      <dd className={moves.length === 0 ? NOTE_LINE : 'ph-approve__value'}>
        {moves.length === 0
          ? t('approve.nothing')
          : moves.map((move, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the moves are a fixed list per request
              <span key={index} className="ph-approve__move" title={move.token}>
                {move.amount}
              </span>
            ))}
      </dd>
    </div>
  )
}

/**
 * What the request would move if sent now, from the api's simulation: "You send" and "You
 * receive", each asset in its units; nothing when it would revert (the warning above says so);
 * a plain sentence when the network cannot be simulated.
 */
export function SimulationDetails(props: { simulation: SimulationOutcome; t: ApproveTranslate }) {
  const { simulation, t } = props
  switch (simulation.kind) {
    case 'changes':
      return (
        <section className="ph-approve__section" data-testid="approve-simulation">
          <dl className="ph-approve__rows">
            <Moves
              label={t('approve.youSend')}
              moves={simulation.send}
              t={t}
              testId="approve-send"
            />
            <Moves
              label={t('approve.youReceive')}
              moves={simulation.receive}
              t={t}
              testId="approve-receive"
            />
          </dl>
        </section>
      )
    case 'unavailable':
      return (
        <p className={NOTE_LINE} data-testid="approve-simulation">
          {t('approve.simulationUnavailable')}
        </p>
      )
    case 'reverted':
      return null
    default:
      return simulation satisfies never
  }
}
