import { AmountInput } from '../../../../components/AmountInput/AmountInput.tsx'
import { Form } from '../../../../components/Form/Form.tsx'
import { FORM_COLUMN } from '../../../../components/FormColumn/formColumn.ts'
import { FormRow } from '../../../../components/FormRow/FormRow.tsx'
import { checkAmount, methodKey } from '../../checkAmount.ts'
import { type OnrampField, useOnrampFlow } from '../../hooks/useOnrampFlow.ts'
import { useOnrampT } from '../../useOnrampT.ts'
import { OnRampDefaultsNotice } from './OnRampDefaultsNotice.tsx'

/** Asset, payment currency and method, and the amount, checked against the method's limits. */
export function OnRampAmountStep() {
  const { state, send, limit } = useOnrampFlow()
  const t = useOnrampT()
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
    <Form className={`${FORM_COLUMN} ph-onramp`} onSubmit={() => send({ type: 'QUOTE' })}>
      {options.fallback ? <OnRampDefaultsNotice /> : null}
      <FormRow label={t('asset')}>
        {(control) => (
          <select {...control} value={context.purchaseCurrency} onChange={set('purchaseCurrency')}>
            {options.purchaseCurrencies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.symbol})
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <div className="ph-onramp__row">
        <FormRow label={t('currency')}>
          {(control) => (
            <select {...control} value={context.paymentCurrency} onChange={set('paymentCurrency')}>
              {options.paymentCurrencies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.id}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label={t('method')}>
          {(control) => (
            <select {...control} value={context.paymentMethod} onChange={set('paymentMethod')}>
              {methods.map((m) => (
                <option key={m.id} value={m.id}>
                  {t(methodKey(m.id))}
                </option>
              ))}
            </select>
          )}
        </FormRow>
      </div>
      <FormRow
        label={t('amount')}
        hint={
          limit
            ? t('limits', {
                method: t(methodKey(limit.id)),
                min: limit.min,
                max: limit.max,
                currency: context.paymentCurrency,
              })
            : null
        }
        error={
          showProblem
            ? t(problem.key, { ...problem.params, method, currency: context.paymentCurrency })
            : context.quoteFailed
              ? t('quoteFailed')
              : ''
        }
        invalid={Boolean(showProblem)}
      >
        {(control) => (
          <AmountInput
            {...control}
            placeholder="50.00"
            value={context.amount}
            onChange={set('amount')}
          />
        )}
      </FormRow>
      <button
        type="submit"
        className="ph-button ph-button--primary ph-onramp__submit"
        disabled={problem !== null || quoting}
      >
        {quoting ? t('quoting') : t('getQuote')}
      </button>
    </Form>
  )
}
