import { Button } from '../../../../components/Button/Button.tsx'
import { NOTE_LINE } from '../../../../components/NoteLine/noteLine.ts'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import type { PayBuyOffer as Offer, PayOrder } from '../../machine/PayOrder.ts'
import { usePayT } from '../../usePayT.ts'
import { about } from './PaySwapOffer.tsx'

const POPUP = 'popup,width=460,height=720'

/**
 * Nothing the visitor holds can pay: the order's asset (short) and a card, which buys the
 * network's coin through the on-ramp (decision 0280); Buy with card opens the provider's
 * checkout inside the click, so the browser does not block it (on a phone the host page opens
 * it), and the payment follows once the coin arrives.
 */
export function PayBuyOffer(props: {
  order: PayOrder
  balance: bigint
  offer: Offer
  isMobile: boolean
  onBuy: () => void
}) {
  const t = usePayT()
  const app = useFrameApp()
  const { order, balance, offer } = props
  const bought = `${about(offer.amount, offer.decimals)} ${offer.symbol}`
  const rows = [
    {
      key: order.symbol,
      label: order.symbol,
      detail: t('way.held', { amount: `${about(balance, order.decimals)} ${order.symbol}` }),
      verdict: t('way.short'),
      usable: false,
    },
    {
      key: 'card',
      label: t('way.card'),
      detail: t('way.buy', { amount: bought, fiat: `${offer.fiat.amount} ${offer.fiat.currency}` }),
      verdict: offer.provider,
      usable: true,
    },
  ]
  const onBuy = () => {
    if (props.isMobile) app.actions.openUrl(offer.url)
    else {
      const popup = window.open(offer.url, '_blank', POPUP)
      if (popup) popup.opener = null
      else app.actions.openUrl(offer.url)
    }
    props.onBuy()
  }
  return (
    <section className="ph-pay__ways" aria-labelledby="ph-pay-ways">
      <h3 id="ph-pay-ways">{t('ways', { network: order.networkName })}</h3>
      <ul>
        {rows.map((row) => (
          <li key={row.key} data-usable={row.usable}>
            <span className="ph-pay__way-symbol">{row.label}</span>
            <span className="ph-pay__way-held">{row.detail}</span>
            <span className="ph-pay__way-verdict">{row.verdict}</span>
          </li>
        ))}
      </ul>
      <p className={NOTE_LINE}>
        {t('buyNote', { provider: offer.provider, symbol: offer.symbol })}
      </p>
      <Button guarded onClick={onBuy}>
        {t('buyWithCard')}
      </Button>
    </section>
  )
}
