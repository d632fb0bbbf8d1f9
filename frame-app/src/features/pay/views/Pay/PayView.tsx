import { formatUnits } from 'viem'
import { Button } from '../../../../components/Button/Button.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { type PayActor, usePayFlow } from '../../hooks/usePayFlow.ts'
import type { PayMessageKey } from '../../payMessages.ts'
import { usePayT } from '../../usePayT.ts'
import { PayBuyOffer } from './PayBuyOffer.tsx'
import { PayOrderSummary } from './PayOrderSummary.tsx'
import { about, PaySwapOffer } from './PaySwapOffer.tsx'
import './PayView.css'
import { FORM_COLUMN } from '../../../../components/FormColumn/formColumn.ts'
import { NOTE_LINE, NOTE_LINE_ERROR } from '../../../../components/NoteLine/noteLine.ts'
import { Spinner } from '../../../../components/Spinner/Spinner.tsx'

const STEPS = [
  'walletPay',
  'buying',
  'switching',
  'swapping',
  'sending',
  'confirming',
  'recording',
] as const

/**
 * Pay (`modal.pay`): the order, the visitor's balance of its asset (or, when short, what can pay
 * after a swap), then one progress view through the swap and the payment to the confirmation.
 */
export function PayView({ isMobile }: { isMobile: boolean }) {
  const actor = useFrameApp().pay.current()
  return actor ? <PayFlow actor={actor} isMobile={isMobile} /> : null
}

function PayFlow({ actor, isMobile }: { actor: PayActor; isMobile: boolean }) {
  const t = usePayT()
  const { state, send } = usePayFlow(actor)
  const { order, account, balance, offers, offer, buy, bought, failure } = state.context
  const held = { amount: formatUnits(balance ?? 0n, order.decimals), symbol: order.symbol }
  const network = order.networkName
  // After a purchase, reading the balance again is a step of the same progress.
  const step = bought && state.matches('loading') ? 'bought' : STEPS.find((n) => state.matches(n))
  const swapped = offer && {
    amount: about(offer.amountIn, offer.decimals),
    from: offer.symbol,
    symbol: order.symbol,
  }
  const purchase = buy && {
    amount: about(buy.amount, buy.decimals),
    symbol: buy.symbol,
    provider: buy.provider,
  }
  return (
    <div className={`${FORM_COLUMN} ph-pay`}>
      <PayOrderSummary order={order} />
      {state.matches('loading') && !bought ? (
        <p className={NOTE_LINE} role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : null}
      {state.matches('ready') ? (
        <>
          <p className={NOTE_LINE}>{t('balance', held)}</p>
          {account?.caipNetworkId === order.caipNetworkId ? null : (
            <p className={NOTE_LINE}>{t('switchFirst', { network })}</p>
          )}
          <Button guarded onClick={() => send({ type: 'PAY' })}>
            {t('pay', { amount: order.amount, symbol: order.symbol })}
          </Button>
        </>
      ) : null}
      {state.matches('offer') && offer ? (
        <PaySwapOffer
          order={order}
          balance={balance ?? 0n}
          offers={offers}
          chosen={offer}
          onChoose={(from) => send({ type: 'CHOOSE', from })}
          onSwapAndPay={() => send({ type: 'SWAP_AND_PAY' })}
        />
      ) : null}
      {state.matches('buy') && buy ? (
        <PayBuyOffer
          order={order}
          balance={balance ?? 0n}
          offer={buy}
          isMobile={isMobile}
          onBuy={() => send({ type: 'BUY' })}
        />
      ) : null}
      {state.matches('insufficient') ? (
        <p className={`${NOTE_LINE} ${NOTE_LINE_ERROR}`} role="alert">
          {t('insufficient', { ...held, network })}
        </p>
      ) : null}
      {step ? (
        <div className="ph-pay__progress" aria-busy="true">
          <Spinner size="medium" />
          <p role="status">
            {t(`step.${step}` as PayMessageKey, { network, ...swapped, ...purchase })}
          </p>
          {step === 'buying' ? (
            <Button variant="secondary" onClick={() => send({ type: 'CANCEL' })}>
              {t('cancelPurchase')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {state.matches('failed') && failure ? (
        <>
          <p className={`${NOTE_LINE} ${NOTE_LINE_ERROR}`} role="alert">
            {t(`failed.${failure === 'record' ? 'pending' : failure}` as PayMessageKey, {
              provider: buy?.provider ?? '',
            })}
          </p>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </>
      ) : null}
    </div>
  )
}
