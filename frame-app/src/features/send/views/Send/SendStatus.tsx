import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { Spinner } from '../../../../components/Spinner/Spinner.tsx'
import { STATUS_MARK, STATUS_STEP } from '../../../../components/StatusMark/statusMark.ts'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useDappSettings } from '../../../../core/settings/useDappSettings.ts'
import { truncateAddress } from '../../../account/chunk.ts'
import { explorerLink } from '../../../networks/chunk.ts'
import { resolveNetwork } from '../../../networks/index.ts'
import { type SendContext, useSendFlow } from '../../hooks/useSendFlow.ts'
import type { SendMessageKey } from '../../sendMessages.ts'
import { useSendT } from '../../useSendT.ts'

const failures: Record<NonNullable<SendContext['outcome']>, SendMessageKey> = {
  rejected: 'send.rejected',
  disconnected: 'send.disconnected',
  failed: 'send.failed',
  reverted: 'send.reverted',
}

/** After Send: the wallet's approval, the wait for the receipt, still pending, or failed. */
export function SendStatus() {
  const app = useFrameApp()
  const { state, send } = useSendFlow()
  const t = useSendT()
  const { networks } = useDappSettings()
  const { context } = state
  const { account, token } = context
  if (!account || !token) return null
  if (state.matches('pending')) {
    const explorer = resolveNetwork(account.caipNetworkId, networks).blockExplorers?.default.url
    return (
      <div className={`ph-send ${STATUS_STEP} ph-send__status`}>
        <span className={`${STATUS_MARK} ph-send__status-icon`}>
          <Icon name="warning" size={28} />
        </span>
        <h2>{t('send.pendingHeading')}</h2>
        <p role="status">
          {t('send.pending', {
            seconds: String(Math.round(context.services.receiptTimeoutMs / 1000)),
          })}
        </p>
        {explorer && context.hash ? (
          <Button
            variant="secondary"
            onClick={() => app.actions.openUrl(explorerLink(explorer, `tx/${context.hash}`))}
          >
            {t('send.explorer')}
          </Button>
        ) : null}
        <Button onClick={() => send({ type: 'DONE' })}>{t('send.backToAccount')}</Button>
      </div>
    )
  }
  if (state.matches('failed')) {
    return (
      <div className={`ph-send ${STATUS_STEP} ph-send__status`}>
        <span className={`${STATUS_MARK} ph-send__status-icon`}>
          <Icon name="warning" size={28} />
        </span>
        <div role="alert" className="ph-send__failure">
          <p>{t(failures[context.outcome ?? 'failed'])}</p>
          {context.outcome === 'failed' && context.failureReason ? (
            <p className="ph-send__reason">
              {t('send.failedReason', { reason: context.failureReason })}
            </p>
          ) : null}
        </div>
        <Button onClick={() => send({ type: 'RETRY' })}>{t('send.retry')}</Button>
        <Button variant="secondary" onClick={() => send({ type: 'EDIT' })}>
          {t('send.edit')}
        </Button>
      </div>
    )
  }
  const confirming = state.matches('confirming')
  return (
    <div className={`ph-send ${STATUS_STEP} ph-send__status`} aria-busy="true">
      <Spinner size="large" />
      <h2>
        {confirming
          ? t('send.confirming')
          : account.confirmsInModal
            ? t('send.sending')
            : t('send.approve', { name: account.walletName })}
      </h2>
      <p role="status">
        {confirming
          ? t('send.confirmingDetail')
          : t('send.approveDetail', {
              amount: context.sendTokenAmount.trim(),
              symbol: token.symbol,
              to: context.receiverProfileName ?? truncateAddress(context.receiverAddress),
            })}
      </p>
    </div>
  )
}
