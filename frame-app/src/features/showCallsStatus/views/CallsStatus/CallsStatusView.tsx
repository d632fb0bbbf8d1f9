import { RetryNote } from '../../../../components/ViewNote/RetryNote.tsx'
import { ViewNote } from '../../../../components/ViewNote/ViewNote.tsx'
import type { ViewProps } from '../../../../core/views/defineView.ts'
import { useCallsReport } from '../../hooks/useCallsReport.ts'
import { useCallsStatusT } from '../../useCallsStatusT.ts'
import { CallsReportList } from './CallsReportList.tsx'
import './CallsStatusView.css'

/**
 * CallsStatus (`wallet_showCallsStatus`, EIP-5792): a batch the modal sent, each call with its
 * state and its transaction in the network's explorer, the batch's status in words; it follows
 * the calls as they land. A batch this frame does not know, or a network that does not answer,
 * says so.
 */
export function CallsStatusView({ params }: ViewProps<{ id: string }>) {
  const t = useCallsStatusT()
  const { state, retry } = useCallsReport(params.id)
  switch (state.kind) {
    case 'loading':
      return <ViewNote role="status">{t('callsStatus.loading')}</ViewNote>
    case 'unknown':
      return <ViewNote role="alert">{t('callsStatus.unknown')}</ViewNote>
    case 'failed':
      return (
        <RetryNote
          message={t('callsStatus.failed')}
          retryLabel={t('callsStatus.retry')}
          onRetry={retry}
        />
      )
    case 'ready':
      return <CallsReportList report={state.report} />
  }
}
