import { formatUnits } from 'viem'
import { Button } from '../../../../components/Button/Button.tsx'
import type { PaySwapOffer as Offer, PayOrder } from '../../machine/PayOrder.ts'
import { usePayT } from '../../usePayT.ts'

/** About `units` of a coin, to 4 significant digits (a swap's amount is an estimate). */
export const about = (units: bigint, decimals: number) =>
  new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 }).format(
    formatUnits(units, decimals) as Intl.StringNumericLiteral,
  )

/**
 * What on the order's network can pay, from the account's balances: the asset itself (short)
 * and the native coin, which a swap turns into the rest; then Swap and pay.
 */
export function PaySwapOffer(props: {
  order: PayOrder
  balance: bigint
  offer: Offer
  onSwapAndPay: () => void
}) {
  const t = usePayT()
  const { order, balance, offer } = props
  const rows = [
    {
      symbol: order.symbol,
      held: `${about(balance, order.decimals)} ${order.symbol}`,
      verdict: t('way.short'),
      usable: false,
    },
    {
      symbol: offer.symbol,
      held: `${about(offer.held, offer.decimals)} ${offer.symbol}`,
      verdict: t('way.swap', {
        amount: about(offer.amountIn, offer.decimals),
        symbol: offer.symbol,
      }),
      usable: true,
    },
  ]
  return (
    <section className="ph-pay__ways" aria-labelledby="ph-pay-ways">
      <h3 id="ph-pay-ways">{t('ways', { network: order.networkName })}</h3>
      <ul>
        {rows.map((row) => (
          <li key={row.symbol} data-usable={row.usable}>
            <span className="ph-pay__way-symbol">{row.symbol}</span>
            <span className="ph-pay__way-held">{t('way.held', { amount: row.held })}</span>
            <span className="ph-pay__way-verdict">{row.verdict}</span>
          </li>
        ))}
      </ul>
      <p className="ph-pay__note">{t('swapNote')}</p>
      <Button guarded onClick={props.onSwapAndPay}>
        {t('swapAndPay', { amount: order.amount, symbol: order.symbol })}
      </Button>
    </section>
  )
}
