import { Button } from '../../../../components/Button/Button.tsx'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { useOnrampFlow } from '../../hooks/useOnrampFlow.ts'
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
  const app = useFrameApp()
  const { state, send } = useOnrampFlow()
  const t = useT()
  const step = STEPS.find((name) => state.matches(name))

  switch (step) {
    case 'needsAccount':
      return (
        <div className="ph-onramp ph-load-error">
          <p>{t('onramp.needsAccount')}</p>
          <Button onClick={() => app.actions.push('Connect')}>{t('onramp.connect')}</Button>
        </div>
      )
    case 'optionsFailed':
      return (
        <div className="ph-onramp ph-load-error" role="alert">
          <p>{t('onramp.optionsFailed')}</p>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            {t('onramp.retry')}
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
          <p>{t('onramp.loading')}</p>
        </div>
      )
  }
}
