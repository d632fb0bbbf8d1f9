import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'
import { STACK } from '../../../../components/Stack/stack.ts'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { PasskeyOffer } from './PasskeyOffer.tsx'
import { RecoveryCodeEntry } from './RecoveryCodeEntry.tsx'

/**
 * A login whose account's wallet was set up on another device, or whose share this browser
 * lost (the login's `device` step): the account's recovery code (CONNECT_RECOVERY_CODE) or the
 * vault's "Use passkey" button (CONNECT_DEVICE) opens it here. Email and social logins both
 * show it; `children` is the way back (another email, Cancel).
 */
export function DeviceRecovery({ login, children }: { login: EmbeddedLogin; children: ReactNode }) {
  const embeddedT = useEmbeddedT()
  const { deviceMethods } = useSyncExternalStore(login.subscribe, login.getState)
  return (
    <div className={`${STACK} ph-email`}>
      <h3 className="ph-email__title">{embeddedT('deviceTitle')}</h3>
      {deviceMethods.code ? (
        <RecoveryCodeEntry login={login} why={embeddedT('codeEnterWhy')} />
      ) : null}
      {deviceMethods.passkey || !deviceMethods.code ? (
        <PasskeyOffer login={login} label={embeddedT('deviceUse')} why={embeddedT('deviceWhy')} />
      ) : null}
      {children}
    </div>
  )
}
