import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { type SwapActor, useSwapFlow } from '../../hooks/useSwapFlow.ts'
import { useSwapT } from '../../useSwapT.ts'

/**
 * The failure in words, with Try again. (A success returns to Account, where the snackbar says
 * what was swapped.)
 */
export function SwapOutcome({ swap }: { swap: SwapActor }) {
  const t = useSwapT()
  const { state, send } = useSwapFlow(swap)
  const { context } = state
  const failure = context.failure ?? 'loadFailed'
  // The network cannot swap: trying again there changes nothing.
  const network = failure === 'unsupported' || failure === 'gasPriceUnsupported'
  return (
    <div className="ph-swap ph-swap__outcome">
      <span className="ph-swap__badge ph-swap__badge--error" aria-hidden="true">
        <Icon name="warning" size={24} />
      </span>
      <h3>{t('failedHeading')}</h3>
      <p role="alert">
        {network || failure === 'loadFailed' ? t(failure) : t(`failed.${failure}`)}
      </p>
      {network ? null : (
        <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
          {t('retry')}
        </Button>
      )}
    </div>
  )
}
