import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { Button } from '../../../../components/Button/Button.tsx'
import { focusOnMount } from '../../../../components/focusOnMount/focusOnMount.ts'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { embeddedT } from '../../embeddedMessages.ts'
import { PasskeyOffer } from '../Recovery/PasskeyOffer.tsx'
import { describeErrorText } from './describeErrorText.ts'
import './EmailLoginPanel.css'

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
  const error = state.error ? describeErrorText(state.error) : ''
  const wait = Math.ceil((state.resendAt - now) / 1000)
  useEffect(() => {
    if (state.step === 'email') setCode('')
  }, [state.step])

  if (state.step === 'secure')
    return (
      <div className="ph-email">
        <h3 className="ph-email__title">{embeddedT('passkeyTitle')}</h3>
        <PasskeyOffer login={login} label={embeddedT('passkeyCreate')} onSkip={login.skipPasskey} />
      </div>
    )
  if (state.step === 'email')
    return (
      <form
        className="ph-email"
        // The panel checks the format itself (SPEC §5) and says what is wrong in its words.
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void login.submitEmail(email)
        }}
      >
        <label htmlFor={`${id}-email`}>{embeddedT('emailLabel')}</label>
        <input
          id={`${id}-email`}
          ref={focusOnMount}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={embeddedT('emailPlaceholder')}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => setEmail(event.target.value)}
        />
        <p id={`${id}-error`} className="ph-email__error" role="alert">
          {error}
        </p>
        <button type="submit" className="ph-button ph-button--primary" disabled={state.busy}>
          {state.busy ? embeddedT('sending') : embeddedT('continue')}
        </button>
        <Button variant="secondary" onClick={onCancel}>
          {embeddedT('back')}
        </Button>
      </form>
    )

  const submit = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 6)
    setCode(digits)
    if (digits.length === 6 && !state.busy) void login.submitCode(digits)
  }
  return (
    <div className="ph-email">
      <h3 className="ph-email__title">{embeddedT('codeTitle')}</h3>
      <p className="ph-email__hint">{embeddedT('codeSent', { email: state.email })}</p>
      <label htmlFor={`${id}-code`}>{embeddedT('codeLabel')}</label>
      <input
        id={`${id}-code`}
        ref={focusOnMount}
        className="ph-email__code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        disabled={state.step === 'connecting'}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-code-error`}
        onChange={(event) => submit(event.target.value)}
        onPaste={(event) => {
          event.preventDefault()
          submit(event.clipboardData.getData('text'))
        }}
      />
      <p id={`${id}-code-error`} className="ph-email__error" role="alert">
        {error}
      </p>
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
        {wait > 0 ? embeddedT('resendIn', { seconds: String(wait) }) : embeddedT('resend')}
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

/** The time, ticking every second while `live`. */
function useNow(live: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!live) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [live])
  return now
}
