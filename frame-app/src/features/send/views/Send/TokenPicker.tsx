import { useId, useState } from 'react'
import { FormRow } from '../../../../components/FormRow/FormRow.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { TokenIcon } from '../../../../components/TokenIcon/TokenIcon.tsx'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { formatQuantity, formatUsd } from '../../../account/chunk.ts'
import { useSendFlow } from '../../hooks/useSendFlow.ts'
import { sameAsset } from '../../SendAsset.ts'
import { useSendT } from '../../useSendT.ts'

/** The token to send, picked from the account's balances on the active network. */
export function TokenPicker(props: { error: string }) {
  const { state, send } = useSendFlow()
  const t = useSendT()
  const { locale } = useI18n()
  const ids = useId()
  const [open, setOpen] = useState(false)
  const token = state.context.token
  const balances = state.context.tokenBalances
  const status = state.context.balancesStatus
  const loading = status === 'loading' && balances.length === 0
  return (
    <FormRow label={t('send.token')} error={props.error}>
      {(control, label) => (
        <>
          <button
            {...control}
            type="button"
            className="ph-form-row__control ph-send__token"
            aria-expanded={open}
            aria-controls={`${ids}-list`}
            aria-labelledby={`${label.id} ${ids}-value`}
            onClick={() => setOpen(!open)}
          >
            {token ? <TokenIcon src={token.iconUrl} name={token.symbol} size={28} /> : null}
            <span id={`${ids}-value`} className="ph-send__token-name">
              {token ? token.symbol : t('send.pickToken')}
            </span>
            {token ? (
              <span className="ph-send__muted">
                {t('send.balance', { amount: formatQuantity(token.quantity.numeric, locale) })}
              </span>
            ) : null}
            <Icon name="chevron" size={16} />
          </button>
          {open ? (
            <div id={`${ids}-list`}>
              {loading ? (
                <p className="ph-send__muted" aria-busy="true">
                  {t('send.loadingTokens')}
                </p>
              ) : status === 'failed' ? (
                <p className="ph-form-row__error" role="alert">
                  {t('send.tokensUnavailable')}
                </p>
              ) : balances.length === 0 ? (
                <p className="ph-send__muted">{t('send.noTokens')}</p>
              ) : (
                <ul className="ph-send__tokens" aria-label={t('send.token')}>
                  {balances.map((item) => (
                    <li key={item.address ?? item.symbol}>
                      <button
                        type="button"
                        className="ph-send__token-option"
                        aria-pressed={token ? sameAsset(item, token) : false}
                        onClick={() => {
                          send({ type: 'SELECT_TOKEN', token: item })
                          setOpen(false)
                        }}
                      >
                        <TokenIcon src={item.iconUrl} name={item.symbol} size={28} />
                        <span className="ph-send__token-label">
                          <span className="ph-send__token-name">{item.symbol}</span>
                          {item.name && item.name !== item.symbol ? (
                            <span className="ph-send__muted">{item.name}</span>
                          ) : null}
                        </span>
                        <span className="ph-send__token-amount">
                          {formatQuantity(item.quantity.numeric, locale)}
                          <span className="ph-send__muted">
                            {item.value === undefined ? '' : formatUsd(item.value, locale)}
                          </span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
        </>
      )}
    </FormRow>
  )
}
