import { Button } from '../../../../components/Button/Button.tsx'
import { NeedsAccount } from '../../../../components/NeedsAccount/NeedsAccount.tsx'
import { useOnrampFlow } from '../../hooks/useOnrampFlow.ts'
import { useOnrampT } from '../../useOnrampT.ts'
import { OnRampAmountStep } from './OnRampAmountStep.tsx'
import { OnRampProvidersStep } from './OnRampProvidersStep.tsx'
import { OnRampQuoteStep } from './OnRampQuoteStep.tsx'
import { OnRampWaitingStep } from './OnRampWaitingStep.tsx'
import './OnRampView.css'

const STEPS = [
  'needsAccount',
  'optionsFailed',
  'providers',
  'amount',
  'quoting',
  'quoted',
  'waiting',
  'success',
  'failed',
] as const

/** Buy crypto (SPEC §1): one step per state of the on-ramp machine, started afresh on open. */
export function OnRampView({ isMobile }: { isMobile: boolean }) {
  const { state, send } = useOnrampFlow()
  const t = useOnrampT()
  const step = STEPS.find((name) => state.matches(name))

  switch (step) {
    case 'needsAccount':
      return <NeedsAccount className="ph-onramp" t={t} />
    case 'optionsFailed':
      return (
        <div className="ph-onramp ph-load-error" role="alert">
          <p>{t('optionsFailed')}</p>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </div>
      )
    case 'providers':
      return <OnRampProvidersStep />
    case 'amount':
    case 'quoting':
      return <OnRampAmountStep />
    case 'quoted':
      return <OnRampQuoteStep isMobile={isMobile} />
    case 'waiting':
    case 'success':
    case 'failed':
      return <OnRampWaitingStep />
    default:
      return (
        <div className="ph-onramp ph-load-error" aria-busy="true">
          <p>{t('loading')}</p>
        </div>
      )
  }
}
