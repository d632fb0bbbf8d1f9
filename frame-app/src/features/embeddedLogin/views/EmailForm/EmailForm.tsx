import type { ReactNode, Ref } from 'react'
import { FieldForm } from '../FieldForm/FieldForm.tsx'

export type EmailFormProps = {
  label: string
  placeholder: string
  email: string
  onEmail: (email: string) => void
  /** The problem in words, read out when it appears; empty when there is none. */
  error: string
  /** The problem is the address itself (`isEmailFieldError`): the field is marked invalid. */
  invalid: boolean
  busy: boolean
  /** The submit button's text, busy or not. */
  submitLabel: string
  onSubmit: (email: string) => void
  formRef?: Ref<HTMLFormElement>
  /** Buttons under the submit one (Back). */
  children?: ReactNode
}

/**
 * The email field of a login or an email change: focused on mount, the format checked by the
 * caller (SPEC §5, `noValidate`), the problem line wired to the input. Only a problem with the
 * address marks the field; a limit or a server error is the line alone.
 *
 * @example
 * ```tsx
 * <EmailForm label={t('emailLabel')} placeholder={t('emailPlaceholder')} email={email}
 *   onEmail={setEmail} error={error} invalid={false} busy={busy} submitLabel={t('continue')} onSubmit={submit} />
 * ```
 */
export function EmailForm(props: EmailFormProps) {
  return (
    <FieldForm
      label={props.label}
      error={props.error}
      busy={props.busy}
      submitLabel={props.submitLabel}
      onSubmit={() => props.onSubmit(props.email)}
      formRef={props.formRef}
      input={{
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        placeholder: props.placeholder,
        value: props.email,
        'aria-invalid': props.invalid,
        onChange: (event) => props.onEmail(event.target.value),
      }}
    >
      {props.children}
    </FieldForm>
  )
}
