import { useId, useState, useSyncExternalStore } from 'react'
import { focusOnMount } from '../../../../components/focusOnMount/focusOnMount.ts'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { isCodeFieldError } from '../CodeField/isCodeFieldError.ts'
import { describeErrorText } from '../EmailLogin/describeErrorText.ts'
import './RecoveryCode.css'
import '../EmailLogin/EmailLoginPanel.css'
import { STACK } from '../../../../components/Stack/stack.ts'

/**
 * A new device (or this one's share out of date): the recovery code the visitor saved opens
 * the wallet here (CONNECT_RECOVERY_CODE). A typo or another account's code is said in words
 * and marks the field; a limit or a server error is said alone.
 */
export function RecoveryCodeEntry({ login, why }: { login: EmbeddedLogin; why: string }) {
  const embeddedT = useEmbeddedT()
  const { locale } = useI18n()
  const state = useSyncExternalStore(login.subscribe, login.getState)
  const id = useId()
  const [code, setCode] = useState('')
  const error = state.error ? describeErrorText(state.error, embeddedT, locale) : ''
  return (
    <form
      className={`${STACK} ph-email`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!state.busy) void login.enterRecoveryCode(code)
      }}
    >
      <p className="ph-email__hint">{why}</p>
      <label htmlFor={`${id}-code`}>{embeddedT('codeEnterLabel')}</label>
      {/* Two lines that wrap after a group's dash: the whole code in view on a phone, at
          16 px (no iOS zoom). Enter still opens the wallet. */}
      <textarea
        id={`${id}-code`}
        ref={focusOnMount}
        className="ph-recovery-code__input ph-recovery-code__entry"
        rows={2}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          event.currentTarget.form?.requestSubmit()
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="XXXX-XXXX-…"
        value={code}
        aria-invalid={isCodeFieldError(state.error)}
        aria-describedby={`${id}-error`}
        onChange={(event) => setCode(event.target.value)}
      />
      <p id={`${id}-error`} className="ph-email__error" role="alert">
        {error}
      </p>
      <button type="submit" className="ph-button ph-button--primary" disabled={state.busy}>
        {state.busy ? embeddedT('verifying') : embeddedT('codeOpen')}
      </button>
    </form>
  )
}
