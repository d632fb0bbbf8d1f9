import { useSyncExternalStore } from 'react'
import { Button } from '../../../../components/Button/Button.tsx'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import './RecoveryCode.css'

/**
 * Account's banner while the embedded wallet has no recovery method (an account made before
 * recovery was required, or a login closed during the step): it opens only here until one is
 * set up. "Set up recovery" opens the recovery panel.
 */
export function RecoveryBanner({ login, onSetUp }: { login: EmbeddedLogin; onSetUp: () => void }) {
  const embeddedT = useEmbeddedT()
  const state = useSyncExternalStore(login.subscribe, login.getState)
  if (state.passkey !== null || state.recoveryCode !== null) return null
  return (
    <div className="ph-recovery-banner" role="status">
      <p>{embeddedT('recoveryNone')}</p>
      <Button variant="primary" onClick={onSetUp}>
        {embeddedT('recoverySetUp')}
      </Button>
    </div>
  )
}
