import { NOTE_LINE } from '../../../../components/NoteLine/noteLine.ts'
import { Spinner } from '../../../../components/Spinner/Spinner.tsx'
import { type SwapActor, useSwapFlow } from '../../hooks/useSwapFlow.ts'
import type { SwapMessageKey } from '../../swapMessages.ts'
import { useSwapT } from '../../useSwapT.ts'

const STEPS = ['checkingAllowance', 'approving', 'building', 'sending', 'pending'] as const

/** Where the swap is: approval check, approval in the wallet, build, confirm, pending. */
export function SwapProgress({ swap }: { swap: SwapActor }) {
  const t = useSwapT()
  const { state } = useSwapFlow(swap)
  const step = STEPS.find((name) => state.matches({ swapping: name })) ?? 'checkingAllowance'
  const from = state.context.tokens.find((token) => token.address === state.context.from)
  const symbol = from?.symbol ?? ''
  // An embedded wallet asks nothing more: its steps run here, with no wallet prompt.
  const here =
    state.context.account?.confirmsInModal && (step === 'approving' || step === 'sending')
  const key = here ? (`step.${step}Here` as const) : (`step.${step}` as const)
  return (
    <div className="ph-swap ph-swap__progress" aria-busy="true">
      <Spinner size="medium" />
      <p role="status">{t(key as SwapMessageKey, { symbol })}</p>
      {step === 'approving' ? <p className={NOTE_LINE}>{t('approveDetail', { symbol })}</p> : null}
    </div>
  )
}
