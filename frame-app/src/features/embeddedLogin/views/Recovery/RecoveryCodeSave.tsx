import { useState, useSyncExternalStore } from 'react'
import { Button } from '../../../../components/Button/Button.tsx'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { describeErrorText } from '../EmailLogin/describeErrorText.ts'
import './RecoveryCode.css'
import '../EmailLogin/EmailLoginPanel.css'
import { STACK } from '../../../../components/Stack/stack.ts'
import { FieldForm } from '../FieldForm/FieldForm.tsx'
import { CODE_FIELD } from './codeField.ts'

const normalize = (text: string) => text.toUpperCase().replace(/[\s-]/g, '')

/**
 * The recovery code just drawn (the login's `recoveryCode` step, or Account's): shown in
 * groups with what it is for and what is kept where, then confirmed by re-typing one group
 * before the vault stores anything (SAVE_RECOVERY_CODE).
 */
export function RecoveryCodeSave({ login, code }: { login: EmbeddedLogin; code: string }) {
  const embeddedT = useEmbeddedT()
  const { locale } = useI18n()
  const state = useSyncExternalStore(login.subscribe, login.getState)
  const groups = code.split('-')
  const [group] = useState(
    () => 1 + ((crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) % groups.length),
  )
  const [phase, setPhase] = useState<'show' | 'confirm'>('show')
  const [typed, setTyped] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const [copied, setCopied] = useState(false)
  const error = mismatch
    ? embeddedT('codeMismatch', { group })
    : state.error
      ? describeErrorText(state.error, embeddedT, locale)
      : ''
  if (phase === 'show')
    return (
      <div className={`${STACK} ph-email`}>
        <h3 className="ph-email__title">{embeddedT('codeSaveTitle')}</h3>
        <p className="ph-email__hint">{embeddedT('codeSaveWhy')}</p>
        <p className="ph-recovery-code">
          {groups.map((part, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional
            <span key={at} className="ph-recovery-code__group">
              {part}
            </span>
          ))}
        </p>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(code)
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {copied ? embeddedT('codeCopied') : embeddedT('codeCopy')}
        </Button>
        <Button variant="primary" onClick={() => setPhase('confirm')}>
          {embeddedT('codeSaved')}
        </Button>
        <button type="button" className="ph-email__link" onClick={login.dropRecoveryCode}>
          {embeddedT('back')}
        </button>
      </div>
    )
  return (
    <FieldForm
      heading={<h3 className="ph-email__title">{embeddedT('codeSaveTitle')}</h3>}
      label={embeddedT('codeConfirmLabel', { group })}
      error={error}
      busy={state.busy}
      submitLabel={state.busy ? embeddedT('codeSaving') : embeddedT('codeConfirm')}
      onSubmit={() => {
        const right = normalize(typed) === groups[group - 1]
        setMismatch(!right)
        if (right) void login.saveRecoveryCode()
      }}
      input={{
        ...CODE_FIELD,
        className: 'ph-recovery-code__input',
        maxLength: 9,
        value: typed,
        'aria-invalid': error ? true : undefined,
        onChange: (event) => {
          setTyped(event.target.value)
          setMismatch(false)
        },
      }}
    >
      <button type="button" className="ph-email__link" onClick={() => setPhase('show')}>
        {embeddedT('codeShowAgain')}
      </button>
    </FieldForm>
  )
}
