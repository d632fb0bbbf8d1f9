import { formatUnits } from 'viem'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { NOTE_LINE } from '../../../../components/NoteLine/noteLine.ts'
import { SURFACE_BLOCK } from '../../../../components/Surface/surface.ts'
import type { CallState, CallsReport } from '../../../../connectors/eip5792/CallsReport.ts'
import { CallsStatus } from '../../../../connectors/eip5792/callsStatusCode.ts'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { truncateAddress } from '../../../account/index.ts'
import { explorerLink } from '../../../networks/chunk.ts'
import type { CallsStatusMessageKey } from '../../callsStatusMessages.ts'
import { useCallsStatusT } from '../../useCallsStatusT.ts'

const STATE: Record<CallState, CallsStatusMessageKey> = {
  queued: 'callsStatus.state.queued',
  pending: 'callsStatus.state.pending',
  confirmed: 'callsStatus.state.confirmed',
  reverted: 'callsStatus.state.reverted',
  notSent: 'callsStatus.state.notSent',
}

const STATUS: Record<number, CallsStatusMessageKey> = {
  [CallsStatus.pending]: 'callsStatus.status.pending',
  [CallsStatus.confirmed]: 'callsStatus.status.confirmed',
  [CallsStatus.offchainFailure]: 'callsStatus.status.offchainFailure',
  [CallsStatus.reverted]: 'callsStatus.status.reverted',
  [CallsStatus.partiallyReverted]: 'callsStatus.status.partiallyReverted',
}

/** The mark before a call's text; the text says the state, the mark only repeats it. */
function StateMark({ state }: { state: CallState }) {
  return (
    <span className={`ph-calls-status__mark ph-calls-status__mark--${state}`} aria-hidden="true">
      {state === 'confirmed' ? <Icon name="check" size={14} /> : null}
      {state === 'reverted' ? <Icon name="warning" size={14} /> : null}
    </span>
  )
}

/**
 * A batch's calls in order, each with its recipient, its value, its state in words and, once
 * sent on a network with an explorer, a button to its transaction there; above them the
 * batch's status in words, a live status so a screen reader hears it change.
 */
export function CallsReportList({ report }: { report: CallsReport }) {
  const app = useFrameApp()
  const t = useCallsStatusT()
  const { network, calls } = report
  const explorer = network.blockExplorers?.default.url
  const done = calls.filter((call) => call.state === 'confirmed').length
  const summary = t(STATUS[report.status] ?? 'callsStatus.status.pending', {
    done,
    count: calls.length,
  })
  return (
    <div className="ph-calls-status">
      <p className="ph-calls-status__summary" role="status">
        {summary}
      </p>
      <p className={NOTE_LINE}>{t('callsStatus.network', { network: network.name })}</p>
      <ol className="ph-list ph-calls-status__list" aria-label={t('callsStatus.calls')}>
        {calls.map((call, i) => {
          const index = String(i + 1)
          const value = call.value && BigInt(call.value) > 0n ? BigInt(call.value) : null
          const { decimals, symbol } = network.nativeCurrency
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a batch's calls never move.
            <li key={i} className={`${SURFACE_BLOCK} ph-calls-status__row`}>
              <StateMark state={call.state} />
              <span className="ph-calls-status__main">
                <span className="ph-calls-status__line">
                  <span className="ph-calls-status__title">{t('callsStatus.call', { index })}</span>
                  {value !== null ? (
                    <span className="ph-calls-status__value">
                      {formatUnits(value, decimals)} {symbol}
                    </span>
                  ) : null}
                </span>
                <span className="ph-calls-status__sub">
                  {t('callsStatus.to', { address: truncateAddress(call.to) })} ·{' '}
                  <span className={`ph-calls-status__state ph-calls-status__state--${call.state}`}>
                    {t(STATE[call.state])}
                  </span>
                </span>
              </span>
              {explorer && call.hash ? (
                <button
                  type="button"
                  className="ph-calls-status__link"
                  aria-label={t('callsStatus.explorer', { index })}
                  onClick={() => app.actions.openUrl(explorerLink(explorer, `tx/${call.hash}`))}
                >
                  <Icon name="explorer" size={16} />
                </button>
              ) : null}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
