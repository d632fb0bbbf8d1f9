import { type ReactNode, useId } from 'react'
import { AmountInput } from '../../../../components/AmountInput/AmountInput.tsx'
import { Form } from '../../../../components/Form/Form.tsx'
import { FORM_COLUMN } from '../../../../components/FormColumn/formColumn.ts'
import { FormRow } from '../../../../components/FormRow/FormRow.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { useClickGuard } from '../../../../components/Modal/ClickGuardContext.ts'
import { NOTE_LINE, NOTE_LINE_ERROR } from '../../../../components/NoteLine/noteLine.ts'
import { SURFACE_BLOCK } from '../../../../components/Surface/surface.ts'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { type SwapActor, type SwapField, useSwapFlow } from '../../hooks/useSwapFlow.ts'
import { useSwapT } from '../../useSwapT.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { SwapQuoteDetails } from './SwapQuoteDetails.tsx'

/** The pair, the amount, the live quote and the slippage; Swap once the quote holds. */
export function SwapForm({ swap }: { swap: SwapActor }) {
  const t = useSwapT()
  const { locale } = useI18n()
  const ids = useId()
  // The swap asks the wallet to send: held until the card has really been visible (SECURITY #2).
  const armed = useClickGuard()
  const { state, send, problem } = useSwapFlow(swap)
  const { context } = state
  const from = context.tokens.find((token) => token.address === context.from)
  const to = context.tokens.find((token) => token.address === context.to)
  const set = (field: SwapField) => (event: { target: { value: string } }) =>
    send({ type: 'SET', field, value: event.target.value })
  const balance = (address: string) => context.balances[address] ?? 0n
  // An amount in the token's units, without its symbol (the picker beside it says it).
  const amountOf = (units: bigint | string, token: typeof from) =>
    formatTokenAmount(units, token, locale).replace(/ \S+$/, '')
  const message =
    problem === 'sameToken'
      ? t('problem.sameToken')
      : problem === 'invalid'
        ? t('problem.invalid', { decimals: String(from?.decimals ?? 18) })
        : problem === 'insufficient'
          ? t('problem.insufficient', { symbol: from?.symbol ?? '' })
          : state.matches({ form: 'quoteFailed' })
            ? t('quoteFailed')
            : ''
  const picker = (field: 'from' | 'to') => (
    <select
      id={`${ids}-${field}`}
      aria-label={field === 'from' ? t('fromToken') : t('toToken')}
      value={context[field]}
      onChange={set(field)}
    >
      {context.tokens.map((token) => (
        <option key={token.address} value={token.address}>
          {token.symbol}
        </option>
      ))}
    </select>
  )

  // One side of the pair: its label and balance, then its amount and token.
  const side = (field: 'from' | 'to', label: ReactNode, amount: ReactNode) => {
    const token = field === 'from' ? from : to
    return (
      <div className={`${SURFACE_BLOCK} ph-swap__side`}>
        <div className={`${NOTE_LINE} ph-swap__line`}>
          {label}
          <span className={NOTE_LINE}>
            {t('balance', {
              amount: amountOf(balance(context[field]), token),
              symbol: token?.symbol ?? '',
            })}
          </span>
        </div>
        <div className="ph-swap__entry">
          {amount}
          {picker(field)}
        </div>
      </div>
    )
  }

  // For experts, under the quote's More details: the default (0.5 %) suits most swaps.
  const slippage = (
    <FormRow label={t('slippage')} hint={t('slippageHint')}>
      {(control) => (
        <AmountInput
          {...control}
          defaultValue={String(context.slippage)}
          onChange={set('slippage')}
        />
      )}
    </FormRow>
  )

  return (
    <Form
      className={`${FORM_COLUMN} ph-swap`}
      onSubmit={() => {
        if (armed) send({ type: 'SWAP' })
      }}
    >
      {side(
        'from',
        <label htmlFor={`${ids}-amount`}>{t('from')}</label>,
        <AmountInput
          id={`${ids}-amount`}
          placeholder="0.0"
          value={context.amount}
          aria-invalid={problem === 'invalid' || problem === 'insufficient' ? true : undefined}
          aria-describedby={`${ids}-problem`}
          onChange={set('amount')}
        />,
      )}
      <button
        type="button"
        className="ph-swap__flip"
        aria-label={t('flip')}
        onClick={() => send({ type: 'FLIP' })}
      >
        <Icon name="swap" size={18} />
      </button>
      {side(
        'to',
        <span id={`${ids}-to-label`}>{t('to')}</span>,
        <output
          className="ph-swap__out"
          data-testid="swap-to-amount"
          aria-labelledby={`${ids}-to-label`}
          data-units={context.quote?.toAmount ?? ''}
          aria-busy={state.matches({ form: 'quoting' }) ? true : undefined}
          // No quote yet: 0.0 reads as a placeholder, like the amount field's.
          data-empty={context.quote ? undefined : ''}
        >
          {context.quote ? amountOf(context.quote.toAmount, to) : '0.0'}
        </output>,
      )}
      <p
        id={`${ids}-problem`}
        className={`${NOTE_LINE} ${NOTE_LINE_ERROR} ph-swap__error`}
        role="alert"
      >
        {message}
      </p>
      {from && to ? (
        <SwapQuoteDetails quote={context.quote} from={from} to={to} tokens={context.tokens}>
          {slippage}
        </SwapQuoteDetails>
      ) : null}
      <button
        type="submit"
        className="ph-button ph-button--primary ph-swap__submit"
        disabled={
          !armed ||
          problem !== null ||
          !(state.matches({ form: 'quoted' }) || state.matches({ form: 'requoting' }))
        }
      >
        {state.matches({ form: 'quoting' }) ? t('quoting') : t('swap')}
      </button>
    </Form>
  )
}
