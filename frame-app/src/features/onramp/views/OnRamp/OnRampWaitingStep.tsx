import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { Spinner } from '../../../../components/Spinner/Spinner.tsx'
import {
  STATUS_MARK,
  STATUS_MARK_FAILED,
  STATUS_MARK_SUCCESS,
  STATUS_STEP,
} from '../../../../components/StatusMark/statusMark.ts'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { formatQuantity } from '../../../account/chunk.ts'
import { useOnrampFlow } from '../../hooks/useOnrampFlow.ts'
import { useOnrampT } from '../../useOnrampT.ts'

/**
 * After Continue: waits until the purchase shows as confirmed in the account's history (the
 * provider's record, or its transfer on chain), then says how much arrived; or, when the
 * provider says it failed, says so and offers Try again (the amount) and Done (Account).
 */
export function OnRampWaitingStep() {
  const app = useFrameApp()
  const { state, send } = useOnrampFlow()
  const t = useOnrampT()
  const { locale } = useI18n()
  const { quote, watch, received } = state.context
  const symbol = quote?.purchaseAmount.currency ?? ''
  // SPEC §9: to 3 decimals, as the success line and Account show it (the provider sends 6).
  const amount = quote ? formatQuantity(quote.purchaseAmount.amount, locale) : ''
  if (state.matches('failed')) {
    return (
      <div className={`ph-onramp ${STATUS_STEP}`}>
        <span className={`${STATUS_MARK} ${STATUS_MARK_FAILED}`}>
          <Icon name="warning" size={28} />
        </span>
        <h2>{t('failedHeading')}</h2>
        <p role="alert">
          {t('failed', {
            name: 'Coinbase',
            amount,
            symbol,
          })}
        </p>
        <div className="ph-onramp__actions">
          <Button variant="secondary" onClick={() => app.actions.open('Account')}>
            {t('done')}
          </Button>
          <Button onClick={() => send({ type: 'RETRY' })}>{t('retry')}</Button>
        </div>
      </div>
    )
  }
  if (state.matches('success') && received !== null) {
    return (
      <div className={`ph-onramp ${STATUS_STEP}`} role="status">
        <span className={`${STATUS_MARK} ${STATUS_MARK_SUCCESS}`}>
          <Icon name="check" size={28} />
        </span>
        <h2>{t('successHeading')}</h2>
        <p>{t('success', { amount: formatQuantity(received, locale), symbol })}</p>
        <Button onClick={() => app.actions.open('Account')}>{t('done')}</Button>
      </div>
    )
  }
  return (
    <div className={`ph-onramp ${STATUS_STEP}`} aria-busy="true">
      <Spinner size="large" />
      <h2>{t('waitingHeading', { name: 'Coinbase' })}</h2>
      <p role="status">{watch ? t('waiting', { amount, symbol }) : t('waitingUnwatched')}</p>
      <Button variant="secondary" onClick={() => send({ type: 'CANCEL' })}>
        {t('cancel')}
      </Button>
    </div>
  )
}
