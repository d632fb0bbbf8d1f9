import { Button } from '../../../../components/Button/Button.tsx'
import { useApproval } from '../../hooks/useApproval.ts'
import { useApproveT } from '../../useApproveT.ts'
import { RequestDetails } from './RequestDetails.tsx'
import './ApproveTransactionView.css'

/**
 * ApproveTransaction (SPEC §5, SECURITY #2, #15, #21): the embedded wallet's request on screen,
 * with the verified host origin (from the bridge, not the request), the account, the network
 * and a decoded summary. Approve is `guarded` (enabled only while the card is really visible
 * and settled) and also waits the settle delay whenever the next queued request replaces this
 * one, so a double click cannot approve a request the user never saw. Reject, Escape, the close
 * button and back answer the host with 4001.
 */
export function ApproveTransactionView() {
  const t = useApproveT()
  const { item, summary, network, settled, approve, reject } = useApproval()
  if (!item || !network) return null
  return (
    <div className="ph-approve">
      <RequestDetails item={item} network={network} summary={summary} t={t} />
      <div className="ph-approve__actions">
        <Button variant="secondary" onClick={() => reject(item.id)}>
          {t('approve.reject')}
        </Button>
        <Button guarded disabled={summary === null || !settled} onClick={() => approve(item.id)}>
          {t('approve.approve')}
        </Button>
      </div>
    </div>
  )
}
