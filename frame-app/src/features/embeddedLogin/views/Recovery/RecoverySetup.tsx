import { useSyncExternalStore } from 'react'
import { Button } from '../../../../components/Button/Button.tsx'
import { STACK } from '../../../../components/Stack/stack.ts'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { describeErrorText } from '../EmailLogin/describeErrorText.ts'
import { PasskeyOffer } from './PasskeyOffer.tsx'
import { RecoveryCodeSave } from './RecoveryCodeSave.tsx'

/**
 * The required recovery step (docs/decisions/0040) after a login whose account has no
 * recovery method, email or social: a passkey (the vault's button), or a recovery code to
 * save. No skip: the modal connects once one is set up. Account's recovery panel shows it too.
 */
export function RecoverySetup({ login, title = true }: { login: EmbeddedLogin; title?: boolean }) {
  const embeddedT = useEmbeddedT()
  const { locale } = useI18n()
  const state = useSyncExternalStore(login.subscribe, login.getState)
  if (state.step === 'recoveryCode' && state.newCode)
    return <RecoveryCodeSave login={login} code={state.newCode} />
  const error = state.error ? describeErrorText(state.error, embeddedT, locale) : ''
  return (
    <div className={`${STACK} ph-email`}>
      {title ? <h3 className="ph-email__title">{embeddedT('recoveryTitle')}</h3> : null}
      <PasskeyOffer
        login={login}
        label={state.passkey ? embeddedT('passkeyReplace') : embeddedT('passkeyCreate')}
        why={embeddedT('recoveryWhy')}
      />
      <p className="ph-email__error" role="alert">
        {error}
      </p>
      <Button
        variant="secondary"
        disabled={state.busy}
        onClick={() => {
          login.stopPasskey()
          void login.startRecoveryCode()
        }}
      >
        {embeddedT('recoveryUseCode')}
      </Button>
    </div>
  )
}
