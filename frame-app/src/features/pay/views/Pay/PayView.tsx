import { formatUnits } from 'viem'
import { Button } from '../../../../components/Button/Button.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { type PayActor, usePayFlow } from '../../hooks/usePayFlow.ts'
import type { PayMessageKey } from '../../payMessages.ts'
import { usePayT } from '../../usePayT.ts'
import { PayOrderSummary } from './PayOrderSummary.tsx'
import { about, PaySwapOffer } from './PaySwapOffer.tsx'
import './PayView.css'

const STEPS = ['walletPay', 'switching', 'swapping', 'sending', 'confirming', 'recording'] as const

/**
 * Pay (`modal.pay`): the order, the visitor's balance of its asset (or, when short, what can pay
 * after a swap), then one progress view through the swap and the payment to the confirmation.
 */
export function PayView() {
  const actor = useFrameApp().pay.current()
  return actor ? <PayFlow actor={actor} /> : null
}

function PayFlow({ actor }: { actor: PayActor }) {
  const t = usePayT()
  const { state, send } = usePayFlow(actor)
  const { order, account, balance, offer, failure } = state.context
  const held = { amount: formatUnits(balance ?? 0n, order.decimals), symbol: order.symbol }
  const network = order.networkName
  const step = STEPS.find((name) => state.matches(name))
  const swapped = offer && {
    amount: about(offer.amountIn, offer.decimals),
    from: offer.symbol,
    symbol: order.symbol,
  }
  return (
    <div className="ph-pay">
      <PayOrderSummary order={order} />
      {state.matches('loading') ? (
        <p className="ph-pay__note" role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : null}
      {state.matches('ready') ? (
        <>
          <p className="ph-pay__note">{t('balance', held)}</p>
          {account?.caipNetworkId === order.caipNetworkId ? null : (
            <p className="ph-pay__note">{t('switchFirst', { network })}</p>
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
          offer={offer}
          onSwapAndPay={() => send({ type: 'SWAP_AND_PAY' })}
        />
      ) : null}
      {state.matches('insufficient') ? (
        <p className="ph-pay__problem" role="alert">
          {t('insufficient', { ...held, network })}
        </p>
      ) : null}
      {step ? (
        <div className="ph-pay__progress" aria-busy="true">
          <span className="ph-pay__spinner" aria-hidden="true" />
          <p role="status">{t(`step.${step}` as PayMessageKey, { network, ...swapped })}</p>
        </div>
      ) : null}
      {state.matches('failed') && failure ? (
        <>
          <p className="ph-pay__problem" role="alert">
            {t(`failed.${failure === 'record' ? 'pending' : failure}` as PayMessageKey)}
          </p>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </>
      ) : null}
    </div>
  )
}
