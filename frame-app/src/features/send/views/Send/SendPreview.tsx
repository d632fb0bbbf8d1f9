import { Avatar } from '../../../../components/Avatar/Avatar.tsx'
import { Button } from '../../../../components/Button/Button.tsx'
import { DETAIL_ROWS } from '../../../../components/DetailRows/detailRows.ts'
import { FORM_COLUMN } from '../../../../components/FormColumn/formColumn.ts'
import { useClickGuard } from '../../../../components/Modal/ClickGuardContext.ts'
import { SURFACE_NOTE } from '../../../../components/Surface/surface.ts'
import { TokenIcon } from '../../../../components/TokenIcon/TokenIcon.tsx'
import { useDappSettings } from '../../../../core/settings/useDappSettings.ts'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import { formatUsd, truncateAddress } from '../../../account/chunk.ts'
import { resolveNetwork } from '../../../networks/index.ts'
import { formatFee } from '../../form/formatFee.ts'
import { useSendFlow } from '../../hooks/useSendFlow.ts'
import { useSendT } from '../../useSendT.ts'
import { SendFeeChoices } from './SendFeeChoices.tsx'

/**
 * The preview before the wallet is asked: from, to, token and amount, network and the fee
 * estimate, with the network's fee choices where it has them (Bitcoin). The send is the visitor's own, not the page's: no host origin. For an embedded
 * wallet its Confirm is the only approval (decision 0070).
 */
export function SendPreview() {
  const { state, send } = useSendFlow()
  const t = useSendT()
  const { locale } = useI18n()
  const armed = useClickGuard()
  const { networks } = useDappSettings()
  const { context } = state
  const { account, token, fee } = context
  if (!account || !token) return null
  const network = resolveNetwork(account.caipNetworkId, networks)
  const estimating = state.matches({ previewing: 'estimating' })
  const amount = context.sendTokenAmount.trim()
  // Fresh prices (SPEC §7 fungible prices) once the api answers; the balances' until then.
  const nativePrice =
    context.prices?.native ??
    context.tokenBalances.find((item) => item.address === undefined)?.price
  const tokenPrice = context.prices?.token ?? token.price
  const feeText = estimating
    ? t('send.feeEstimating')
    : fee === null
      ? t('send.feeUnknown')
      : `${formatFee(fee, account.native.decimals, locale)} ${account.native.symbol}`
  const feeUsd =
    fee !== null && nativePrice !== undefined && nativePrice > 0
      ? formatUsd((Number(fee) / 10 ** account.native.decimals) * nativePrice, locale)
      : null
  return (
    <div className={`${FORM_COLUMN} ph-send`}>
      <div className="ph-send__headline" data-testid="send-preview-amount">
        <TokenIcon src={token.iconUrl} name={token.symbol} size={48} />
        <span className="ph-send__big">
          {amount} {token.symbol}
        </span>
        {tokenPrice > 0 ? (
          <span className="ph-send__muted" data-testid="send-preview-usd">
            {formatUsd(Number(amount) * tokenPrice, locale)}
          </span>
        ) : null}
      </div>
      <dl className={`${SURFACE_NOTE} ${DETAIL_ROWS} ph-send__rows`}>
        <div>
          <dt>{t('send.from')}</dt>
          <dd title={account.address}>{truncateAddress(account.address)}</dd>
        </div>
        <div>
          <dt>{t('send.to')}</dt>
          <dd title={context.receiverAddress} className="ph-send__to">
            {context.receiverProfileName ? (
              <>
                {context.receiverProfileImageUrl ? (
                  <img src={context.receiverProfileImageUrl} alt="" width={20} height={20} />
                ) : (
                  <Avatar address={context.receiverAddress} size={20} />
                )}
                {context.receiverProfileName}
              </>
            ) : (
              truncateAddress(context.receiverAddress)
            )}
          </dd>
        </div>
        <div>
          <dt>{t('send.network')}</dt>
          <dd>{network.name}</dd>
        </div>
        <div>
          <dt>{t('send.fee')}</dt>
          <dd data-testid="send-fee">
            {feeText}
            {feeUsd ? <span className="ph-send__muted"> ≈ {feeUsd}</span> : null}
          </dd>
        </div>
      </dl>
      <SendFeeChoices />
      <div className="ph-send__actions">
        <Button variant="secondary" onClick={() => send({ type: 'EDIT' })}>
          {t('send.edit')}
        </Button>
        <Button disabled={estimating || !armed} onClick={() => send({ type: 'CONFIRM' })}>
          {t('send.confirm')}
        </Button>
      </div>
    </div>
  )
}
