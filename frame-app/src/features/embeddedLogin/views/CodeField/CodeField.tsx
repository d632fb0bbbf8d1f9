import { focusOnMount } from '../../../../components/focusOnMount/focusOnMount.ts'

/**
 * The 6-digit code field of email login and of an email change: digits only (typing or
 * pasting), its error said under it (`role="alert"`). Only a problem with the code itself
 * (`isCodeFieldError`) marks the field invalid. `onChange` gets the digits.
 */
export function CodeField({
  id,
  label,
  value,
  error,
  invalid,
  disabled = false,
  onChange,
}: {
  id: string
  label: string
  value: string
  error: string
  /** The code typed is the problem (`isCodeFieldError`), not a limit or the server. */
  invalid: boolean
  disabled?: boolean
  onChange: (digits: string) => void
}) {
  const digits = (text: string) => text.replace(/\D/g, '').slice(0, 6)
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={focusOnMount}
        className="ph-email__code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(digits(event.target.value))}
        onPaste={(event) => {
          event.preventDefault()
          onChange(digits(event.clipboardData.getData('text')))
        }}
      />
      <p id={`${id}-error`} className="ph-email__error" role="alert">
        {error}
      </p>
    </>
  )
}
