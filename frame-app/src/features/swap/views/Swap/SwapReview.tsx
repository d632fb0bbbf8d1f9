import { Button } from '../../../../components/Button/Button.tsx'
import { useClickGuard } from '../../../../components/Modal/ClickGuardContext.ts'
import { NOTE_LINE } from '../../../../components/NoteLine/noteLine.ts'
import { SURFACE_BLOCK } from '../../../../components/Surface/surface.ts'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { type SwapActor, useSwapFlow } from '../../hooks/useSwapFlow.ts'
import { useSwapT } from '../../useSwapT.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { SwapQuoteDetails } from './SwapQuoteDetails.tsx'

/**
 * The preview: what is paid and received, the quote's terms; Confirm or back to Edit. A quote
 * that goes stale is fetched again here: Confirm says "Getting the best price" and waits.
 */
export function SwapReview({ swap }: { swap: SwapActor }) {
  const t = useSwapT()
  const { locale } = useI18n()
  // Confirming asks the wallet to send: held until the card has really been visible.
  const armed = useClickGuard()
  const { state, send } = useSwapFlow(swap)
  const { context } = state
  const from = context.tokens.find((token) => token.address === context.from)
  const to = context.tokens.find((token) => token.address === context.to)
  const quote = context.quote
  const refreshing = state.matches({ form: { review: 'refreshing' } })
  if (!quote || !from || !to) return null
  return (
    <div className="ph-swap ph-swap__review" aria-busy={refreshing ? true : undefined}>
      <h3>{t('reviewHeading')}</h3>
      <div className={`${SURFACE_BLOCK} ph-swap__sum`}>
        <p>{t('reviewPay', { amount: formatTokenAmount(quote.fromAmount, from, locale) })}</p>
        <p>{t('reviewReceive', { amount: formatTokenAmount(quote.toAmount, to, locale) })}</p>
      </div>
      <SwapQuoteDetails quote={quote} from={from} to={to} tokens={context.tokens} />
      <p className={NOTE_LINE}>
        {context.account?.confirmsInModal ? t('reviewNoteHere') : t('reviewNote')}
      </p>
      <Button disabled={!armed || refreshing} onClick={() => send({ type: 'CONFIRM' })}>
        {refreshing ? t('quoting') : t('confirm')}
      </Button>
      <Button variant="secondary" onClick={() => send({ type: 'EDIT' })}>
        {t('edit')}
      </Button>
    </div>
  )
}
