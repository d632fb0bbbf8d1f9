import { Button } from '../../../../components/Button/Button.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { STATUS_MARK } from '../../../../components/StatusMark/statusMark.ts'
import { type SwapActor, useSwapFlow } from '../../hooks/useSwapFlow.ts'
import { useSwapT } from '../../useSwapT.ts'

/**
 * The failure in words, with Try again. A decline in the wallet is the visitor's choice, not a
 * failure: "Swap cancelled" under a neutral mark, with the way back to the form. (A success
 * returns to Account, where the snackbar says what was swapped.)
 */
export function SwapOutcome({ swap }: { swap: SwapActor }) {
  const t = useSwapT()
  const { state, send } = useSwapFlow(swap)
  const { context } = state
  const failure = context.failure ?? 'loadFailed'
  // The network cannot swap: trying again there changes nothing.
  const network = failure === 'unsupported' || failure === 'gasPriceUnsupported'
  const declined = failure === 'swapRejected' || failure === 'approveRejected'
  return (
    <div className="ph-swap ph-swap__outcome">
      <span
        className={`${STATUS_MARK} ph-swap__badge ${declined ? 'ph-swap__badge--neutral' : 'ph-swap__badge--error'}`}
        aria-hidden="true"
      >
        <Icon name={declined ? 'close' : 'warning'} size={24} />
      </span>
      <h3>{declined ? t('cancelledHeading') : t('failedHeading')}</h3>
      <p role={declined ? 'status' : 'alert'}>
        {network || failure === 'loadFailed' ? t(failure) : t(`failed.${failure}`)}
      </p>
      {network ? null : (
        <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
          {declined ? t('backToSwap') : t('retry')}
        </Button>
      )}
    </div>
  )
}
