import { type ReactNode, useId } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import './ListItem.css'

export type ListItemProps = {
  /** The accessible name of the button. */
  label: string
  image: ReactNode
  tag?: ReactNode
  disabled?: boolean
  current?: boolean
  onClick?: () => void
}

/** A full-width list row button: image, label (its accessible name), optional tag (its description), chevron. */
export function ListItem({
  label,
  image,
  tag,
  disabled = false,
  current = false,
  onClick,
}: ListItemProps) {
  const tagId = useId()
  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={tag ? tagId : undefined}
      className="ph-list-item"
      disabled={disabled}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
    >
      {image}
      <span className="ph-list-item__label">{label}</span>
      {tag ? (
        <span id={tagId} className="ph-list-item__tag">
          {tag}
        </span>
      ) : null}
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
