import { type ReactNode, useId } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import { useClickGuard } from '../Modal/ClickGuardContext.ts'
import './ListItem.css'

export type ListItemProps = {
  /** The accessible name of the button. */
  label: string
  image: ReactNode
  tag?: ReactNode
  disabled?: boolean
  current?: boolean
  /** The row opens a panel below it: its chevron turns down while the panel is open. */
  expanded?: boolean
  /**
   * The row connects or approves: disabled (looking as usual) until the modal card is really
   * visible and settled (clickjacking guard, `useVisibilityArmed`).
   */
  guarded?: boolean
  onClick?: () => void
}

/** A full-width list row button: image, label (its accessible name), optional tag (its description), chevron. */
export function ListItem({
  label,
  image,
  tag,
  disabled = false,
  current = false,
  expanded,
  guarded = false,
  onClick,
}: ListItemProps) {
  const tagId = useId()
  const armed = useClickGuard()
  const held = guarded && !armed
  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={tag ? tagId : undefined}
      className={held ? 'ph-list-item ph-list-item--held' : 'ph-list-item'}
      disabled={disabled || held}
      aria-current={current ? 'true' : undefined}
      aria-expanded={expanded}
      onClick={onClick}
    >
      {image}
      <span className="ph-list-item__text">
        <span className="ph-list-item__label">{label}</span>
        {tag ? (
          <span id={tagId} className="ph-list-item__tag">
            {tag}
          </span>
        ) : null}
      </span>
      {disabled ? null : current ? (
        <span className="ph-list-item__check">
          <Icon name="check" size={18} />
        </span>
      ) : (
        <span className="ph-list-item__chevron">
          <Icon name="chevron" size={16} />
        </span>
      )}
    </button>
  )
}

/** A small pill beside a list item label. */
export function Tag({
  children,
  tone = 'neutral',
}: {
  children: ReactNode
  tone?: 'neutral' | 'accent' | 'success'
}) {
  return <span className={`ph-tag ph-tag--${tone}`}>{children}</span>
}
