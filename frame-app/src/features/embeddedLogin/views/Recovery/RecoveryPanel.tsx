import { useSyncExternalStore } from 'react'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { PasskeyOffer } from './PasskeyOffer.tsx'

const day = (at: string) =>
  new Date(at).toLocaleDateString([], { year: 'numeric', month: 'short', day: 'numeric' })

/**
 * Account's recovery panel (embedded wallets only): whether a recovery passkey protects the
 * wallet, and the vault's button to create one or replace it.
 */
export function RecoveryPanel({ login }: { login: EmbeddedLogin }) {
  const embeddedT = useEmbeddedT()
  const state = useSyncExternalStore(login.subscribe, login.getState)
  return (
    // Opened from a row near the end of Account: brought into view with its button.
    <div className="ph-passkey" ref={(element) => element?.scrollIntoView({ block: 'nearest' })}>
      <h3 className="ph-email__title">{embeddedT('passkeyTitle')}</h3>
      <p className="ph-passkey__why" aria-live="polite">
        {state.passkey === undefined
          ? ''
          : state.passkey
            ? embeddedT('passkeyDone', { date: day(state.passkey) })
            : embeddedT('passkeyNone')}
      </p>
      <PasskeyOffer
        login={login}
        label={state.passkey ? embeddedT('passkeyReplace') : embeddedT('passkeyCreate')}
        why={embeddedT('passkeyWhy')}
      />
    </div>
  )
}
