import { useState, useSyncExternalStore } from 'react'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { isCodeFieldError } from '../CodeField/isCodeFieldError.ts'
import { describeErrorText } from '../EmailLogin/describeErrorText.ts'
import './RecoveryCode.css'
import { FieldForm } from '../FieldForm/FieldForm.tsx'
import { CODE_FIELD } from './codeField.ts'

/**
 * A new device (or this one's share out of date): the recovery code the visitor saved opens
 * the wallet here (CONNECT_RECOVERY_CODE). A typo or another account's code is said in words
 * and marks the field; a limit or a server error is said alone.
 */
export function RecoveryCodeEntry({ login, why }: { login: EmbeddedLogin; why: string }) {
  const embeddedT = useEmbeddedT()
  const { locale } = useI18n()
  const state = useSyncExternalStore(login.subscribe, login.getState)
  const [code, setCode] = useState('')
  const error = state.error ? describeErrorText(state.error, embeddedT, locale) : ''
  return (
    <FieldForm
      heading={<p className="ph-email__hint">{why}</p>}
      label={embeddedT('codeEnterLabel')}
      error={error}
      busy={state.busy}
      submitLabel={state.busy ? embeddedT('verifying') : embeddedT('codeOpen')}
      onSubmit={() => {
        if (!state.busy) void login.enterRecoveryCode(code)
      }}
      // Two lines that wrap after a group's dash: the whole code in view on a phone, at 16 px
      // (no iOS zoom). Enter still opens the wallet.
      textarea={{
        ...CODE_FIELD,
        className: 'ph-recovery-code__input ph-recovery-code__entry',
        rows: 2,
        onKeyDown: (event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          event.currentTarget.form?.requestSubmit()
        },
        placeholder: 'XXXX-XXXX-…',
        value: code,
        'aria-invalid': isCodeFieldError(state.error),
        onChange: (event) => setCode(event.target.value),
      }}
    />
  )
}
