import type { ReactNode } from 'react'
import './Button.css'

export type ButtonProps = {
  children: ReactNode
  variant?: 'primary' | 'secondary' | 'danger'
  icon?: ReactNode
  disabled?: boolean
  onClick: () => void
}

/** A pill button. */
export function Button({
  children,
  variant = 'primary',
  icon,
  disabled = false,
  onClick,
}: ButtonProps) {
  return (
    <button
      type="button"
      className={`ph-button ph-button--${variant}`}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
      {children}
    </button>
  )
}
