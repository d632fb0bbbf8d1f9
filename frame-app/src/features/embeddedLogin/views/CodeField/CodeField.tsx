import { focusOnMount } from '../../../../components/focusOnMount/focusOnMount.ts'

/**
 * The 6-digit code field of email login and of an email change: digits only (typing or
 * pasting), its error said under it (`role="alert"`). `onChange` gets the digits.
 */
export function CodeField({
  id,
  label,
  value,
  error,
  disabled = false,
  onChange,
}: {
  id: string
  label: string
  value: string
  error: string
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
        aria-invalid={error ? true : undefined}
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
