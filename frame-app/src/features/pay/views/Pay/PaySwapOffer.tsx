import { EVM_NATIVE_PLACEHOLDER } from '@porthole/shared-protocol'
import { formatUnits } from 'viem'
import { Button } from '../../../../components/Button/Button.tsx'
import { NOTE_LINE } from '../../../../components/NoteLine/noteLine.ts'
import type { PaySwapOffer as Offer, PayOrder } from '../../machine/PayOrder.ts'
import { usePayT } from '../../usePayT.ts'

/** About `units` of a coin, to 4 significant digits (a swap's amount is an estimate). */
export const about = (units: bigint, decimals: number) =>
  new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 }).format(
    formatUnits(units, decimals) as Intl.StringNumericLiteral,
  )

/**
 * What on the order's network can pay, from the account's balances: the asset itself (short)
 * and each coin or token a swap turns into the rest, with about how much of it the swap sells;
 * with several, the visitor picks one (the first is picked); then Swap and pay.
 */
export function PaySwapOffer(props: {
  order: PayOrder
  balance: bigint
  offers: Offer[]
  chosen: Offer
  onChoose: (from: string) => void
  onSwapAndPay: () => void
}) {
  const t = usePayT()
  const { order, balance, offers, chosen } = props
  const choice = offers.length > 1
  const verdict = (offer: Offer) =>
    t('way.swap', { amount: about(offer.amountIn, offer.decimals), symbol: offer.symbol })
  const held = (units: bigint, decimals: number, symbol: string) =>
    t('way.held', { amount: `${about(units, decimals)} ${symbol}` })
  // A token sold is approved first: the wallet asks three times.
  const native =
    chosen.from.split(':').at(-1)?.toLowerCase() === EVM_NATIVE_PLACEHOLDER.toLowerCase()
  return (
    <section className="ph-pay__ways" aria-labelledby="ph-pay-ways">
      <h3 id="ph-pay-ways">{t('ways', { network: order.networkName })}</h3>
      <ul>
        <li data-usable={false}>
          <span className="ph-pay__way-symbol">{order.symbol}</span>
          <span className="ph-pay__way-held">{held(balance, order.decimals, order.symbol)}</span>
          <span className="ph-pay__way-verdict">{t('way.short')}</span>
        </li>
        {offers.map((offer) => (
          <li key={offer.from} data-usable={true}>
            {choice ? (
              <label className="ph-pay__way-symbol">
                <input
                  type="radio"
                  name="ph-pay-source"
                  checked={offer.from === chosen.from}
                  onChange={() => props.onChoose(offer.from)}
                />
                {offer.symbol}
              </label>
            ) : (
              <span className="ph-pay__way-symbol">{offer.symbol}</span>
            )}
            <span className="ph-pay__way-held">
              {held(offer.held, offer.decimals, offer.symbol)}
            </span>
            <span className="ph-pay__way-verdict">{verdict(offer)}</span>
          </li>
        ))}
      </ul>
      <p className={NOTE_LINE}>
        {native ? t('swapNote') : t('swapNoteApprove', { symbol: chosen.symbol })}
      </p>
      <Button guarded onClick={props.onSwapAndPay}>
        {t('swapAndPay', { amount: order.amount, symbol: order.symbol })}
      </Button>
    </section>
  )
}
