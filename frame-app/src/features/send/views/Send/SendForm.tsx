import { AmountInput } from '../../../../components/AmountInput/AmountInput.tsx'
import { Form } from '../../../../components/Form/Form.tsx'
import { FORM_COLUMN } from '../../../../components/FormColumn/formColumn.ts'
import { FormRow } from '../../../../components/FormRow/FormRow.tsx'
import { SURFACE_NOTE } from '../../../../components/Surface/surface.ts'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { formatUsd } from '../../../account/chunk.ts'
import { parseAmount } from '../../form/parseAmount.ts'
import { useSendFlow } from '../../hooks/useSendFlow.ts'
import { decimalsOf } from '../../SendAsset.ts'
import { useSendT } from '../../useSendT.ts'
import { ReceiverField } from './ReceiverField.tsx'
import { TokenPicker } from './TokenPicker.tsx'

/**
 * The send form: token (from the account's balances), amount with Max and its USD value,
 * receiver address or name. Each problem shows under its field once the form is touched, and
 * Review stays disabled while there is one.
 */
export function SendForm() {
  const { state, send, problem } = useSendFlow()
  const t = useSendT()
  const { locale } = useI18n()
  const { context } = state
  const { token } = context
  const touched = token !== null || context.sendTokenAmount !== '' || context.receiverInput !== ''
  const shown = touched ? problem : null
  const messageFor = (field: 'token' | 'amount' | 'receiver') =>
    shown?.field === field ? t(shown.key, shown.params) : ''
  const units = token ? parseAmount(context.sendTokenAmount, decimalsOf(token)).units : 0n
  const usd =
    token && units > 0n
      ? formatUsd(Number(context.sendTokenAmount.trim()) * token.price, locale)
      : formatUsd(0, locale)
  const nameBusy =
    state.matches({ editing: { receiver: 'waiting' } }) ||
    state.matches({ editing: { receiver: 'resolving' } })

  return (
    <Form className={`${FORM_COLUMN} ph-send`} onSubmit={() => send({ type: 'REVIEW' })}>
      <TokenPicker error={messageFor('token')} />
      <FormRow
        label={t('send.amount')}
        // No USD value where no price is known (Solana tokens have none here).
        hint={
          <span data-testid="send-usd">
            {token && token.price === 0 ? '' : t('send.usd', { value: usd })}
          </span>
        }
        error={messageFor('amount')}
      >
        {(control) => (
          <div className="ph-send__amount">
            <AmountInput
              {...control}
              placeholder="0.00"
              value={context.sendTokenAmount}
              onChange={(event) => send({ type: 'SET_AMOUNT', value: event.target.value })}
            />
            <button
              type="button"
              className="ph-send__max"
              disabled={!token}
              onClick={() => send({ type: 'MAX' })}
            >
              <span className="ph-send__max-pill">{t('send.max')}</span>
            </button>
          </div>
        )}
      </FormRow>
      <ReceiverField
        busy={nameBusy}
        notFound={state.matches({ editing: { receiver: 'notFound' } })}
        lookupFailed={state.matches({ editing: { receiver: 'failed' } })}
        error={nameBusy ? '' : messageFor('receiver')}
      />
      {context.outcome === 'rejected' ? (
        <p className={`${SURFACE_NOTE} ph-send__notice`} role="alert">
          {t('send.rejected')}
        </p>
      ) : null}
      <button
        type="submit"
        className="ph-button ph-button--primary ph-send__submit"
        disabled={problem !== null || nameBusy}
      >
        {t('send.review')}
      </button>
    </Form>
  )
}
