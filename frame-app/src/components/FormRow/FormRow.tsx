import { type ReactNode, useId } from 'react'
import './FormRow.css'

/** What a row hands its control: spread it on the input, select or button it labels. */
export type FormRowControl = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

export type FormRowProps = {
  label: string
  /**
   * The control (and anything that belongs between it and the hint, like a Max button or a
   * token list), given the ids and ARIA wiring of the row, and the label's id for a control
   * named by more than the label (`aria-labelledby`).
   */
  children: (control: FormRowControl, label: { id: string }) => ReactNode
  /**
   * A line under the control that describes it (a USD value, a limit); none when absent; null
   * keeps its place (for `hintLive`) but leaves it hidden and out of the description.
   */
  hint?: ReactNode
  /** The hint changes on its own (a name being looked up): read it out politely. */
  hintLive?: boolean
  /**
   * The row's problem, read out when it changes (`role="alert"`); '' keeps the empty line in
   * place so the first problem is announced. Absent: the row has no problem line.
   */
  error?: string | undefined
  /** Marks the control invalid without a message of its own (default: `error` is not ''). */
  invalid?: boolean
}

/**
 * One labelled form field: label, control, hint and problem line, with the label tied to the
 * control and the hint and problem read as its description. Send, Swap, OnRamp and
 * RegisterAccountName build their fields with it.
 *
 * @example
 * ```tsx
 * <FormRow label={t('send.amount')} hint={usd} error={problem}>
 *   {(control) => <AmountInput {...control} value={amount} onChange={...} />}
 * </FormRow>
 * ```
 */
export function FormRow(props: FormRowProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [props.hint == null ? '' : hintId, props.error === undefined ? '' : errorId]
    .filter(Boolean)
    .join(' ')
  const invalid = props.invalid ?? Boolean(props.error)
  return (
    <div className="ph-form-row">
      <label id={`${id}-label`} htmlFor={id}>
        {props.label}
      </label>
      {props.children(
        {
          id,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': invalid ? true : undefined,
        },
        { id: `${id}-label` },
      )}
      {props.hint === undefined ? null : (
        <div
          id={hintId}
          className="ph-form-row__hint"
          aria-live={props.hintLive ? 'polite' : undefined}
        >
          {props.hint}
        </div>
      )}
      {props.error === undefined ? null : (
        <p id={errorId} className="ph-form-row__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  )
}
