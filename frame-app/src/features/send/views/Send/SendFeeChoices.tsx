import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { formatFee } from '../../form/formatFee.ts'
import { useSendFlow } from '../../hooks/useSendFlow.ts'
import { useSendT } from '../../useSendT.ts'

/**
 * The network's fee choices where it has them (Bitcoin): slow, normal and fast, each with how
 * soon it should confirm, its fee in the coin and its rate; the one picked is the send's fee
 * and the rate its transaction is built with.
 */
export function SendFeeChoices() {
  const { state, send } = useSendFlow()
  const t = useSendT()
  const { locale } = useI18n()
  const { account, feeChoices, feeSpeed } = state.context
  if (!account || !feeChoices) return null
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return (
    <fieldset className="ph-send__speeds" data-testid="send-fee-choices">
      <legend className="ph-visually-hidden">{t('send.fee')}</legend>
      {feeChoices.map((choice) => (
        <label key={choice.speed} className="ph-send__speed">
          <input
            type="radio"
            name="ph-send-fee-speed"
            value={choice.speed}
            checked={choice.speed === feeSpeed}
            onChange={() => send({ type: 'SET_FEE_SPEED', speed: choice.speed })}
          />
          <span className="ph-send__speed-name">{t(`send.feeSpeed.${choice.speed}`)}</span>
          <span className="ph-send__muted">{t(`send.feeTime.${choice.speed}`)}</span>
          {/* The number never breaks; the symbol may go to the next line in a narrow card. */}
          <span className="ph-send__speed-fee">
            <span className="ph-send__speed-amount">
              {formatFee(choice.fee, account.native.decimals, locale)}
            </span>{' '}
            {account.native.symbol}
          </span>
          <span className="ph-send__muted">
            {t('send.feeRate', { rate: rate.format(choice.rate) })}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
