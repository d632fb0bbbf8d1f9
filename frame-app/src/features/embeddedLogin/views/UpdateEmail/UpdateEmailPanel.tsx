import { useId, useState } from 'react'
import { Button } from '../../../../components/Button/Button.tsx'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmailUpdate } from '../../hooks/useEmailUpdate.ts'
import { useNow } from '../../hooks/useNow.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { CodeField } from '../CodeField/CodeField.tsx'
import { isCodeFieldError } from '../CodeField/isCodeFieldError.ts'
import { EmailForm } from '../EmailForm/EmailForm.tsx'
import { isEmailFieldError } from '../EmailForm/isEmailFieldError.ts'
import { describeErrorText } from '../EmailLogin/describeErrorText.ts'
import '../EmailLogin/EmailLoginPanel.css'
import { STACK } from '../../../../components/Stack/stack.ts'

/**
 * The email change inside Account: the new email, then the code sent to the current address,
 * then the one sent to the new address (SPEC §4 UPDATE_EMAIL with primary and secondary
 * codes); each step says its errors in words, and new codes may be asked for after 30 s.
 */
export function UpdateEmailPanel({ login }: { login: EmbeddedLogin }) {
  const { state, send } = useEmailUpdate(login)
  // A plain boolean (no narrowing of `state`), so every step can be asked about in turn.
  const is = (value: Parameters<typeof state.matches>[0]): boolean => state.matches(value)
  const embeddedT = useEmbeddedT()
  const { locale } = useI18n()
  const id = useId()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState({ step: '', digits: '' })
  const primary = is('primary') || is('verifyingPrimary')
  const busy = is('verifyingPrimary') || is('verifyingSecondary')
  const step = primary ? 'primary' : 'secondary'
  const now = useNow(!is('editing') && !is('done'))
  const { error: problem, newEmail, resendAt } = state.context
  const error = problem ? describeErrorText(problem, embeddedT, locale) : ''
  const scroll = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'nearest' })

  if (is('done'))
    return (
      <div className={`${STACK} ph-email`} ref={scroll}>
        <p className="ph-email__title" role="status">
          {embeddedT('updateDone', { email: newEmail })}
        </p>
      </div>
    )
  if (is('editing') || is('sending'))
    return (
      <EmailForm
        formRef={scroll}
        label={embeddedT('newEmailLabel')}
        placeholder={embeddedT('emailPlaceholder')}
        email={email}
        onEmail={setEmail}
        error={error}
        invalid={isEmailFieldError(problem)}
        busy={is('sending')}
        submitLabel={is('sending') ? embeddedT('sending') : embeddedT('sendCodes')}
        onSubmit={(next) => send({ type: 'SUBMIT_EMAIL', email: next })}
      />
    )

  const wait = Math.ceil((resendAt - now) / 1000)
  const digits = code.step === step ? code.digits : ''
  return (
    <div className={`${STACK} ph-email`} ref={scroll}>
      <p className="ph-email__hint">
        {primary
          ? embeddedT('primaryStep', { email: login.connector.email() ?? '' })
          : embeddedT('secondaryStep', { email: newEmail })}
      </p>
      <CodeField
        key={step}
        id={`${id}-${step}`}
        label={embeddedT('codeLabel')}
        value={digits}
        error={error}
        invalid={isCodeFieldError(problem)}
        onChange={(next) => {
          setCode({ step, digits: next })
          if (next.length === 6 && !busy) send({ type: 'SUBMIT_CODE', code: next })
        }}
      />
      <p className="ph-email__hint" aria-live="polite">
        {busy ? embeddedT('verifying') : ''}
      </p>
      <Button
        variant="secondary"
        disabled={wait > 0 || busy}
        onClick={() => send({ type: 'RESEND' })}
      >
        {wait > 0 ? embeddedT('resendIn', { count: wait }) : embeddedT('resend')}
      </Button>
      <button
        type="button"
        className="ph-email__link"
        disabled={busy}
        onClick={() => send({ type: 'EDIT_EMAIL' })}
      >
        {embeddedT('otherEmail')}
      </button>
    </div>
  )
}
