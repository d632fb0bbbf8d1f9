import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import { useId } from 'react'
import { focusOnMount } from '../../../../components/focusOnMount/focusOnMount.ts'
import '../EmailLogin/EmailLoginPanel.css'
import { STACK } from '../../../../components/Stack/stack.ts'

export type FieldFormProps = {
  /** Above the label (a title, a hint). */
  heading?: ReactNode
  label: string
  /** The problem in words, read out when it appears; empty when there is none. */
  error: string
  busy: boolean
  /** The submit button's text, busy or not. */
  submitLabel: string
  onSubmit: () => void
  formRef?: Ref<HTMLFormElement> | undefined
  /** Buttons under the submit one (Back). */
  children?: ReactNode
} & (
  | { input: InputHTMLAttributes<HTMLInputElement> }
  | { textarea: TextareaHTMLAttributes<HTMLTextAreaElement> }
)

/**
 * A login step's form of one field (an `input`, or a `textarea` given its attributes): the
 * label, the field focused on mount, the problem line wired to it and the submit button. The
 * field is checked by the step, not the browser (SPEC §5, `noValidate`).
 * @example
 * <FieldForm label={t('emailLabel')} input={{ type: 'email', value: email, onChange }}
 *   error={error} busy={busy} submitLabel={t('continue')} onSubmit={submit} />
 */
export function FieldForm(props: FieldFormProps) {
  const id = useId()
  const wiring = { id: `${id}-field`, ref: focusOnMount, 'aria-describedby': `${id}-error` }
  return (
    <form
      className={`${STACK} ph-email`}
      ref={props.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
    >
      {props.heading}
      <label htmlFor={wiring.id}>{props.label}</label>
      {'textarea' in props ? (
        <textarea {...props.textarea} {...wiring} />
      ) : (
        <input {...props.input} {...wiring} />
      )}
      <p id={`${id}-error`} className="ph-email__error" role="alert">
        {props.error}
      </p>
      <button type="submit" className="ph-button ph-button--primary" disabled={props.busy}>
        {props.submitLabel}
      </button>
      {props.children}
    </form>
  )
}
