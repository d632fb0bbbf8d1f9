import type { ReactNode } from 'react'
import { useClickGuard } from '../Modal/ClickGuardContext.ts'
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
  onClick: () => void
}

/** A pill button. */
export function Button({
  children,
  variant = 'primary',
  icon,
  disabled = false,
  guarded = false,
  onClick,
}: ButtonProps) {
  const armed = useClickGuard()
  const held = guarded && !armed
  return (
    <button
      type="button"
      className={`ph-button ph-button--${variant}${held ? ' ph-button--held' : ''}`}
      disabled={disabled || held}
      onClick={onClick}
    >
      {icon}
      {children}
    </button>
  )
}
