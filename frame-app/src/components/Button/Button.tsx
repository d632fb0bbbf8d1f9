import type { ReactNode, Ref } from 'react'
import { useClickGuard } from '../Modal/ClickGuardContext.ts'
import type { ControlGuard } from '../Modal/useControlGuard.ts'
import './Button.css'

export type ButtonProps = {
  children: ReactNode
  variant?: 'primary' | 'secondary' | 'danger'
  icon?: ReactNode
  disabled?: boolean
  /**
   * The button approves or signs: disabled (looking as usual) until the modal card is really
   * visible and settled (clickjacking guard, `useVisibilityArmed`).
   */
  guarded?: boolean
  /**
   * The button guards itself (`useControlGuard`, put on it through `buttonRef`): held while
   * `held`, and a click does nothing unless `armed`.
   */
  guard?: ControlGuard
  buttonRef?: Ref<HTMLButtonElement>
  /** An accessible name beyond the visible text (it must start with that text). */
  label?: string
  onClick: () => void
}

/** A pill button. */
export function Button({
  children,
  variant = 'primary',
  icon,
  disabled = false,
  guarded = false,
  guard,
  buttonRef,
  label,
  onClick,
}: ButtonProps) {
  const armed = useClickGuard()
  const held = (guarded && !armed) || guard === 'held'
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={label}
      className={`ph-button ph-button--${variant}${held ? ' ph-button--held' : ''}`}
      disabled={disabled || held}
      // Where a self-guarding control stands (decision 0045), for whoever checks it.
      data-guard={guard}
      onClick={() => {
        if (guard === undefined || guard === 'armed') onClick()
      }}
    >
      {icon}
      {children}
    </button>
  )
}
