import { Spinner } from '../../../../components/Spinner/Spinner.tsx'
import { useWalletRequest } from '../../hooks/useWalletRequest.ts'
import { useApproveT } from '../../useApproveT.ts'
import { RequestDetails } from '../ApproveTransaction/RequestDetails.tsx'
import '../ApproveTransaction/ApproveTransactionView.css'
import './WalletRequestView.css'
import { NOTE_LINE } from '../../../../components/NoteLine/noteLine.ts'
import { SURFACE_BLOCK } from '../../../../components/Surface/surface.ts'

/**
 * The "what this does" panel (issue 39, decision 0017): while an external wallet's own prompt
 * is open, what the host's request does, read as ApproveTransaction reads it (warnings,
 * simulated balance changes, decoded intent), with "Confirm in {wallet}". No Approve here: the
 * wallet answers, and the panel leaves when it does.
 */
export function WalletRequestView() {
  const t = useApproveT()
  const { item, summary, network } = useWalletRequest()
  if (!item || !network) return null
  const name = item.context.walletName
  return (
    <div className="ph-approve" data-testid="wallet-request">
      <RequestDetails item={item} network={network} summary={summary} t={t} />
      <div className={`${SURFACE_BLOCK} ph-wallet-request__progress`} aria-busy="true">
        <Spinner size="medium" />
        <div>
          <p className="ph-wallet-request__confirm" role="status">
            {t('approve.confirmInWallet', { name })}
          </p>
          <p className={NOTE_LINE}>{t('approve.confirmInWalletDetail', { name })}</p>
        </div>
      </div>
    </div>
  )
}
