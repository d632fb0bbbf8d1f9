import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { type SwapActor, useSwapFlow } from '../../hooks/useSwapFlow.ts'
import { useSwapT } from '../../useSwapT.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'

/** Success (what was swapped, back to Account) or the failure in words, with Try again. */
export function SwapOutcome({ swap, onDone }: { swap: SwapActor; onDone: () => void }) {
  const t = useSwapT()
  const { locale } = useI18n()
  const { state, send } = useSwapFlow(swap)
  const { context } = state
  const token = (address: string) => context.tokens.find((t) => t.address === address)
  if (state.matches('success')) {
    const quote = context.quote
    return (
      <div className="ph-swap ph-swap__outcome">
        <span className="ph-swap__badge ph-swap__badge--ok" aria-hidden="true">
          <Icon name="check" size={24} />
        </span>
        <h3>{t('successHeading')}</h3>
        {quote ? (
          <p>
            {t('success', {
              from: formatTokenAmount(quote.fromAmount, token(context.from), locale).replace(
                / \S+$/,
                '',
              ),
              fromSymbol: token(context.from)?.symbol ?? '',
              to: formatTokenAmount(quote.toAmount, token(context.to), locale).replace(/ \S+$/, ''),
              toSymbol: token(context.to)?.symbol ?? '',
            })}
          </p>
        ) : null}
        <Button onClick={onDone}>{t('done')}</Button>
      </div>
    )
  }
  const failure = context.failure ?? 'loadFailed'
  return (
    <div className="ph-swap ph-swap__outcome">
      <span className="ph-swap__badge ph-swap__badge--error" aria-hidden="true">
        <Icon name="warning" size={24} />
      </span>
      <h3>{t('failedHeading')}</h3>
      <p role="alert">
        {failure === 'unsupported' || failure === 'loadFailed'
          ? t(failure)
          : t(`failed.${failure}`)}
      </p>
      {failure === 'unsupported' ? null : (
        <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
          {t('retry')}
        </Button>
      )}
    </div>
  )
}
