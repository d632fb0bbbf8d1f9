import { useEffect, useState } from 'react'
import { Icon } from '../../components/Icon/Icon.tsx'
import { useFrameApp } from '../../core/FrameAppContext.tsx'
import { type SentTransaction, truncateAddress } from '../../features/account/index.ts'
import { explorerLink, useNetworks } from '../../features/networks/index.ts'
import { useI18n, useT } from '../../i18n/I18nContext.tsx'
import { swappedParams } from './swappedParams.ts'
import './SentSnackbar.css'

/**
 * The visible end of a send or a swap (the live region says it to screen readers only): once
 * the chain confirms a transfer or a swap sent from the modal, a snackbar above the view says
 * what was sent to whom, or what was swapped for what, with the transaction in the network's
 * explorer when it has one, until it is closed or the next one starts.
 */
export function SentSnackbar() {
  const app = useFrameApp()
  const t = useT()
  const { locale } = useI18n()
  const { networks } = useNetworks()
  const { sent } = app.accountData
  const [shown, setShown] = useState<SentTransaction | null>(null)
  useEffect(
    () =>
      sent.subscribe(() => {
        const last = sent.lastChange()
        setShown(last?.item.metadata.status === 'confirmed' ? last : null)
      }),
    [sent],
  )
  if (!shown) return null
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
      <button
        type="button"
        className="ph-snackbar__close"
        aria-label={t('modal.close')}
        onClick={() => setShown(null)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
