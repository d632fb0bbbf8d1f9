import { Button } from '../../../../components/Button/Button.tsx'
import { FORM_COLUMN } from '../../../../components/FormColumn/formColumn.ts'
import { NOTE_LINE, NOTE_LINE_ERROR } from '../../../../components/NoteLine/noteLine.ts'
import { SURFACE_NOTE } from '../../../../components/Surface/surface.ts'
import { WarningNote } from '../../../../components/WarningNote/WarningNote.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { formatQuantity } from '../../../account/chunk.ts'
import { useOnrampFlow } from '../../hooks/useOnrampFlow.ts'
import { useOnrampT } from '../../useOnrampT.ts'

const PROVIDER = 'Coinbase'
const POPUP = 'popup,width=460,height=720'

/**
 * The quote with its fees (or SPEC §8's estimate, labelled as such). Continue opens the
 * provider's checkout in a popup inside the click, so the browser does not block it; on
 * mobile the host page opens it.
 */
export function OnRampQuoteStep({ isMobile }: { isMobile: boolean }) {
  const app = useFrameApp()
  const { state, send } = useOnrampFlow()
  const t = useOnrampT()
  const { locale } = useI18n()
  const { quote, url } = state.context
  if (!quote) return null
  const money = (m: { amount: string; currency: string }) => `${m.amount} ${m.currency}`
  // SPEC §8's estimate echoes the amount in every fee field: its fees are unknown (the notice
  // says so), so only what the visitor pays is listed.
  const rows = quote.fallback
    ? ([['youPay', quote.paymentTotal]] as const)
    : ([
        ['youPay', quote.paymentTotal],
        ['providerFee', quote.coinbaseFee],
        ['networkFee', quote.networkFee],
        ['subtotal', quote.paymentSubtotal],
      ] as const)
  const ready = state.matches({ quoted: 'ready' }) && url !== null
  const unavailable = state.matches({ quoted: 'unavailable' })

  const onContinue = () => {
    if (!url) return
    if (isMobile) {
      app.actions.openUrl(url)
    } else {
      const popup = window.open(url, '_blank', POPUP)
      if (popup) popup.opener = null
      else app.actions.openUrl(url)
    }
    send({ type: 'CONTINUE' })
  }

  return (
    <div className={`${FORM_COLUMN} ph-onramp`}>
      <div className="ph-onramp__headline">
        <h2 className="ph-section-heading">{t('quoteHeading')}</h2>
        {quote.fallback ? <span className="ph-onramp__badge">{t('estimate')}</span> : null}
      </div>
      {quote.fallback ? (
        <WarningNote iconSize={16} role="note">
          {t('estimateDetail')}
        </WarningNote>
      ) : null}
      <p className="ph-onramp__get">
        <span className={NOTE_LINE}>{t('youGet')}</span>
        <strong data-testid="onramp-purchase-amount">
          {/* SPEC §9: token amounts to 3 decimals (the provider sends 6) */}
          {formatQuantity(quote.purchaseAmount.amount, locale)} {quote.purchaseAmount.currency}
        </strong>
      </p>
      <dl className={`${SURFACE_NOTE} ph-onramp__fees`}>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{money(value)}</dd>
          </div>
        ))}
      </dl>
      {unavailable ? (
        <p className={`${NOTE_LINE} ${NOTE_LINE_ERROR} ph-onramp__error`} role="alert">
          {t('unavailable')}
        </p>
      ) : null}
      <Button disabled={!ready} onClick={onContinue}>
        {ready || unavailable ? t('continue', { name: PROVIDER }) : t('preparing')}
      </Button>
      {unavailable ? (
        <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
          {t('retry')}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => send({ type: 'CHANGE' })}>
        {t('change')}
      </Button>
    </div>
  )
}
