import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { Button } from '../../../../components/Button/Button.tsx'
import { useI18n, useT } from '../../../../i18n/I18nContext.tsx'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useNow } from '../../hooks/useNow.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { CodeField } from '../CodeField/CodeField.tsx'
import { isCodeFieldError } from '../CodeField/isCodeFieldError.ts'
import { EmailForm } from '../EmailForm/EmailForm.tsx'
import { isEmailFieldError } from '../EmailForm/isEmailFieldError.ts'
import { DeviceRecovery } from '../Recovery/DeviceRecovery.tsx'
import { RecoverySetup } from '../Recovery/RecoverySetup.tsx'
import { describeErrorText } from './describeErrorText.ts'
import { isRetryable } from './isRetryable.ts'
import './EmailLoginPanel.css'
import { STACK } from '../../../../components/Stack/stack.ts'

/**
 * Email login inside Connect: the email form, then the 6-digit code (one field; typing or
 * pasting six digits submits), with resend after 30 s and every error said in words.
 */
export function EmailLoginPanel({
  login,
  onCancel,
}: {
  login: EmbeddedLogin
  onCancel: () => void
}) {
  const state = useSyncExternalStore(login.subscribe, login.getState)
  const id = useId()
  const [email, setEmail] = useState(state.email)
  const [code, setCode] = useState('')
  const now = useNow(state.step === 'code')
  const embeddedT = useEmbeddedT()
  const t = useT()
  const { locale } = useI18n()
  const error = state.error ? describeErrorText(state.error, embeddedT, locale) : ''
  const wait = Math.ceil((state.resendAt - now) / 1000)
  useEffect(() => {
    if (state.step === 'email') setCode('')
  }, [state.step])
  // A wrong code is emptied (its error stays said), so the next try is typed straight in.
  useEffect(() => {
    if (state.error?.kind === 'wrongCode') setCode('')
  }, [state.error])

  if (state.step === 'secure' || state.step === 'recoveryCode')
    return <RecoverySetup login={login} />
  if (state.step === 'device')
    return (
      <DeviceRecovery login={login}>
        <button type="button" className="ph-email__link" onClick={login.restart}>
          {embeddedT('otherEmail')}
        </button>
      </DeviceRecovery>
    )
  if (state.step === 'email')
    return (
      // The panel checks the format itself (SPEC §5) and says what is wrong in its words.
      <EmailForm
        label={embeddedT('emailLabel')}
        placeholder={embeddedT('emailPlaceholder')}
        email={email}
        onEmail={setEmail}
        error={error}
        invalid={isEmailFieldError(state.error)}
        busy={state.busy}
        submitLabel={state.busy ? embeddedT('sending') : embeddedT('continue')}
        onSubmit={(next) => void login.submitEmail(next)}
      >
        <Button variant="secondary" onClick={onCancel}>
          {embeddedT('back')}
        </Button>
      </EmailForm>
    )

  const submit = (digits: string) => {
    setCode(digits)
    if (digits.length === 6 && !state.busy) void login.submitCode(digits)
  }
  return (
    <div className={`${STACK} ph-email`}>
      <h3 className="ph-email__title">{embeddedT('codeTitle')}</h3>
      <p className="ph-email__hint">{embeddedT('codeSent', { email: state.email })}</p>
      <CodeField
        id={`${id}-code`}
        label={embeddedT('codeLabel')}
        value={code}
        error={error}
        invalid={isCodeFieldError(state.error)}
        disabled={state.step === 'connecting'}
        onChange={submit}
      />
      {/* The api or the vault failed after the code: the same code tries again (the vault
          keeps the login it opened), so no new code and no 30 s wait. */}
      {state.error && isRetryable(state.error) && code.length === 6 && !state.busy ? (
        <Button onClick={() => void login.submitCode(code)}>{t('view.retry')}</Button>
      ) : null}
      <p className="ph-email__hint" aria-live="polite">
        {state.step === 'connecting'
          ? embeddedT('connecting')
          : state.busy
            ? embeddedT('verifying')
            : ''}
      </p>
      <Button
        variant="secondary"
        disabled={wait > 0 || state.busy || state.step === 'connecting'}
        onClick={() => {
          setCode('')
          void login.resend()
        }}
      >
        {wait > 0 ? embeddedT('resendIn', { count: wait }) : embeddedT('resend')}
      </Button>
      <button
        type="button"
        className="ph-email__link"
        disabled={state.step === 'connecting'}
        onClick={login.restart}
      >
        {embeddedT('otherEmail')}
      </button>
    </div>
  )
}
