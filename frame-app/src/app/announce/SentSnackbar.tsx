import { Icon } from '../../components/Icon/Icon.tsx'
import { SnackbarClose } from '../../components/SnackbarClose/SnackbarClose.tsx'
import { useFrameApp } from '../../core/FrameAppContext.tsx'
import { type SentTransaction, truncateAddress } from '../../features/account/index.ts'
import { explorerLink, useNetworks } from '../../features/networks/index.ts'
import { useI18n, useT } from '../../i18n/I18nContext.tsx'
import { swappedParams } from './swappedParams.ts'
import './SentSnackbar.css'

/**
 * The snackbar `SentSnackbarSlot` shows for a confirmed send or swap: what was sent to whom, or
 * what was swapped for what, with the transaction in the network's explorer when it has one.
 * Its own chunk: nothing of it is needed to paint Connect.
 */
export function SentSnackbar({ shown, onClose }: { shown: SentTransaction; onClose: () => void }) {
  const app = useFrameApp()
  const t = useT()
  const { locale } = useI18n()
  const { networks } = useNetworks()
  const { metadata, transfers } = shown.item
  const text =
    metadata.operationType === 'trade'
      ? t('snackbar.swapped', swappedParams(shown.item, locale))
      : t('snackbar.sent', {
          amount: transfers[0]?.quantity.numeric ?? '',
          symbol: transfers[0]?.fungible_info?.symbol ?? '',
          to: truncateAddress(metadata.sentTo),
        })
  const explorer = networks.find((n) => n.caipNetworkId === metadata.chain)?.blockExplorers?.default
    .url
  return (
    <div className="ph-snackbar" data-testid="sent-snackbar">
      <Icon name="check" size={20} />
      <p className="ph-snackbar__text">
        {text}
        {explorer ? (
          <button
            type="button"
            className="ph-snackbar__link"
            onClick={() => app.actions.openUrl(explorerLink(explorer, `tx/${metadata.hash}`))}
          >
            {t('account.activity.explorer')}
          </button>
        ) : null}
      </p>
      <SnackbarClose onClose={onClose} />
    </div>
  )
}
