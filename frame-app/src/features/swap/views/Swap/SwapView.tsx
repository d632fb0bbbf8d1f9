import { NeedsAccount } from '../../../../components/NeedsAccount/NeedsAccount.tsx'
import { type SwapActor, useSwapFlow } from '../../hooks/useSwapFlow.ts'
import { useSwap } from '../../useSwap.ts'
import { useSwapT } from '../../useSwapT.ts'
import { SwapForm } from './SwapForm.tsx'
import { SwapOutcome } from './SwapOutcome.tsx'
import { SwapProgress } from './SwapProgress.tsx'
import { SwapReview } from './SwapReview.tsx'
import './SwapView.css'

const STEPS = ['needsAccount', 'form', 'swapping', 'success', 'failed'] as const

/** Swap tokens (SPEC §1): one part per state of the swap machine, started afresh on open. */
export function SwapView() {
  const swap = useSwap()
  return swap ? <SwapFlow swap={swap} /> : null
}

function SwapFlow({ swap }: { swap: SwapActor }) {
  const t = useSwapT()
  const { state } = useSwapFlow(swap)
  const step = state.matches({ form: 'review' })
    ? 'review'
    : STEPS.find((name) => state.matches(name))

  switch (step) {
    case 'needsAccount':
      return <NeedsAccount className="ph-swap" t={t} />
    case 'form':
      return <SwapForm swap={swap} />
    case 'review':
      return <SwapReview swap={swap} />
    case 'swapping':
      return <SwapProgress swap={swap} />
    case 'failed':
      return <SwapOutcome swap={swap} />
    // Confirmed: the machine has already returned to Account.
    case 'success':
      return null
    default:
      return (
        <div className="ph-swap ph-load-error" aria-busy="true">
          <p>{t('loading')}</p>
        </div>
      )
  }
}
