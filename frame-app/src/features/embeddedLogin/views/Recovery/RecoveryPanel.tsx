import { useSyncExternalStore } from 'react'
import { STACK } from '../../../../components/Stack/stack.ts'
import { useT } from '../../../../i18n/I18nContext.tsx'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { RecoverySetup } from './RecoverySetup.tsx'

const day = (at: string) =>
  new Date(at).toLocaleDateString([], { year: 'numeric', month: 'short', day: 'numeric' })

/**
 * Account's recovery panel (embedded wallets only): the wallet's recovery method (a passkey
 * or a recovery code) and the way to set one up or replace it; "Set up recovery" as its title
 * only while there is none.
 */
export function RecoveryPanel({ login }: { login: EmbeddedLogin }) {
  const t = useT()
  const embeddedT = useEmbeddedT()
  const state = useSyncExternalStore(login.subscribe, login.getState)
  const status =
    state.passkey === undefined && state.recoveryCode === undefined
      ? ''
      : state.passkey
        ? embeddedT('passkeyDone', { date: day(state.passkey) })
        : state.recoveryCode
          ? embeddedT('codeDone', { date: day(state.recoveryCode) })
          : embeddedT('recoveryNone')
  return (
    // Opened from a row near the end of Account: brought into view with its button.
    <div
      className={`${STACK} ph-passkey`}
      ref={(element) => element?.scrollIntoView({ block: 'nearest' })}
    >
      <h3 className="ph-email__title">
        {state.passkey || state.recoveryCode ? t('account.recovery') : embeddedT('recoveryTitle')}
      </h3>
      <p className="ph-passkey__why" aria-live="polite">
        {status}
      </p>
      <RecoverySetup login={login} title={false} />
    </div>
  )
}
