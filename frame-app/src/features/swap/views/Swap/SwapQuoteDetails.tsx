import type { SwapQuote, SwapToken } from '@porthole/shared-protocol/dataApi'
import type { ReactNode } from 'react'
import { DETAIL_ROWS } from '../../../../components/DetailRows/detailRows.ts'
import { DISCLOSURE } from '../../../../components/Disclosure/disclosure.ts'
import { SURFACE_NOTE } from '../../../../components/Surface/surface.ts'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { formatUsd } from '../../../account/chunk.ts'
import { useSwapT } from '../../useSwapT.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'

/** Above this price impact (percent) the view warns. */
export const HIGH_PRICE_IMPACT_PERCENT = 5

const units = (value: string, decimals: number) => Number(value) / 10 ** decimals

/**
 * The quote in plain words: the rate, the minimum received and the network fee; the route,
 * price impact and pool fee (and `children`, the form's slippage field) under More details,
 * closed by default. A high price impact is said in words either way.
 */
export function SwapQuoteDetails({
  quote,
  from,
  to,
  tokens,
  children,
}: {
  /** Null while a quote is fetched: only More details (with `children`) shows. */
  quote: SwapQuote | null
  from: SwapToken
  to: SwapToken
  tokens: readonly SwapToken[]
  children?: ReactNode
}) {
  const t = useSwapT()
  const { locale } = useI18n()
  if (!quote)
    return children ? (
      <details className={`${DISCLOSURE} ph-swap__more`}>
        <summary>{t('moreDetails')}</summary>
        {children}
      </details>
    ) : null
  const rate = units(quote.toAmount, to.decimals) / units(quote.fromAmount, from.decimals)
  const symbolOf = (address: string) =>
    tokens.find((token) => token.address.toLowerCase() === address.toLowerCase())?.symbol ??
    (address.toLowerCase() === from.address.toLowerCase() ? from.symbol : 'WETH')
  const high = quote.priceImpact > HIGH_PRICE_IMPACT_PERCENT
  return (
    <>
      <dl className={`${DETAIL_ROWS} ph-swap__quote`} aria-label={t('quoteHeading')}>
        <div>
          <dt>{t('rate')}</dt>
          <dd>
            {t('rateValue', {
              from: from.symbol,
              rate: new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(rate),
              to: to.symbol,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('minimumReceived')}</dt>
          <dd data-testid="swap-minimum" data-units={quote.minimumReceived}>
            {formatTokenAmount(quote.minimumReceived, to, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('networkFee')}</dt>
          <dd>
            {quote.networkFeeUsd === undefined ? '—' : formatUsd(quote.networkFeeUsd, locale)}
          </dd>
        </div>
      </dl>
      <details className={`${DISCLOSURE} ph-swap__more`}>
        <summary>{t('moreDetails')}</summary>
        <dl className={`${DETAIL_ROWS} ph-swap__quote`}>
          <div>
            <dt>{t('route')}</dt>
            <dd>{quote.route.map(symbolOf).join(' → ')}</dd>
          </div>
          <div>
            <dt>{t('priceImpact')}</dt>
            <dd className={high ? 'ph-swap__warn' : undefined}>{quote.priceImpact.toFixed(2)} %</dd>
          </div>
          <div>
            <dt>{t('poolFee')}</dt>
            <dd>{formatTokenAmount(quote.fee, from, locale)}</dd>
          </div>
        </dl>
        {children}
      </details>
      {high ? (
        <p className={`${SURFACE_NOTE} ph-swap__notice`} role="note">
          {t('priceImpactHigh', { impact: quote.priceImpact.toFixed(2) })}
        </p>
      ) : null}
    </>
  )
}
