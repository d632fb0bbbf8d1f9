import { useId } from 'react'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { checkAmount, methodKey } from '../../checkAmount.ts'
import { type OnrampField, useOnrampFlow } from '../../hooks/useOnrampFlow.ts'
import { OnRampDefaultsNotice } from './OnRampDefaultsNotice.tsx'

/** Asset, payment currency and method, and the amount, checked against the method's limits. */
export function OnRampAmountStep() {
  const { state, send, limit } = useOnrampFlow()
  const t = useT()
  const ids = useId()
  const { context } = state
  const options = context.options
  if (!options) return null
  const method = t(methodKey(context.paymentMethod)).toLowerCase()
  const problem = checkAmount(context.amount, limit, context.paymentCurrency)
  const showProblem = problem && context.amount !== ''
  const methods =
    options.paymentCurrencies.find((c) => c.id === context.paymentCurrency)
      ?.payment_method_limits ?? []
  const set = (field: OnrampField) => (event: { target: { value: string } }) =>
    send({ type: 'SET', field, value: event.target.value })
  const quoting = state.matches('quoting')

  return (
    <form
      className="ph-onramp"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'QUOTE' })
      }}
    >
      {options.fallback ? <OnRampDefaultsNotice /> : null}
      <div className="ph-onramp__field">
        <label htmlFor={`${ids}-asset`}>{t('onramp.asset')}</label>
        <select
          id={`${ids}-asset`}
          value={context.purchaseCurrency}
          onChange={set('purchaseCurrency')}
        >
          {options.purchaseCurrencies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.symbol})
            </option>
          ))}
        </select>
      </div>
      <div className="ph-onramp__row">
        <div className="ph-onramp__field">
          <label htmlFor={`${ids}-currency`}>{t('onramp.currency')}</label>
          <select
            id={`${ids}-currency`}
            value={context.paymentCurrency}
            onChange={set('paymentCurrency')}
          >
            {options.paymentCurrencies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.id}
              </option>
            ))}
          </select>
        </div>
        <div className="ph-onramp__field">
          <label htmlFor={`${ids}-method`}>{t('onramp.method')}</label>
          <select
            id={`${ids}-method`}
            value={context.paymentMethod}
            onChange={set('paymentMethod')}
          >
            {methods.map((m) => (
              <option key={m.id} value={m.id}>
                {t(methodKey(m.id))}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="ph-onramp__field">
        <label htmlFor={`${ids}-amount`}>{t('onramp.amount')}</label>
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="50.00"
          value={context.amount}
          aria-invalid={showProblem ? true : undefined}
          aria-describedby={`${ids}-limits ${ids}-problem`}
          onChange={set('amount')}
        />
      </div>
      {limit ? (
        <p id={`${ids}-limits`} className="ph-onramp__muted">
          {t('onramp.limits', {
            method: t(methodKey(limit.id)),
            min: limit.min,
            max: limit.max,
            currency: context.paymentCurrency,
          })}
        </p>
      ) : null}
      <p id={`${ids}-problem`} className="ph-onramp__error" role="alert">
        {showProblem
          ? t(problem.key, { ...problem.params, method, currency: context.paymentCurrency })
          : context.quoteFailed
            ? t('onramp.quoteFailed')
            : ''}
      </p>
      <button
        type="submit"
        className="ph-button ph-button--primary ph-onramp__submit"
        disabled={problem !== null || quoting}
      >
        {quoting ? t('onramp.quoting') : t('onramp.getQuote')}
      </button>
    </form>
  )
}
