import type { ReactNode } from 'react'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { PasskeyOffer } from './PasskeyOffer.tsx'

/**
 * A login whose account's wallet was set up on another device (the login's `device` step):
 * the vault's "Use passkey" button opens it here (CONNECT_DEVICE). Email and social logins
 * both show it; `children` is the way back (another email, Cancel).
 */
export function DeviceRecovery({ login, children }: { login: EmbeddedLogin; children: ReactNode }) {
  const embeddedT = useEmbeddedT()
  return (
    <div className="ph-email">
      <h3 className="ph-email__title">{embeddedT('deviceTitle')}</h3>
      <PasskeyOffer login={login} label={embeddedT('deviceUse')} why={embeddedT('deviceWhy')} />
      {children}
    </div>
  )
}
