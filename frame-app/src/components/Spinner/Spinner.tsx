import './Spinner.css'

/**
 * The ring that turns while something is on its way: `small` beside a list's last row, `medium`
 * over a flow's progress line, `large` alone in a waiting step. Decorative unless `label` is
 * given (then it is an image that says what is happening, for a step with no text of its own).
 */
export function Spinner({ size, label }: { size: 'small' | 'medium' | 'large'; label?: string }) {
  const className = `ph-spinner ph-spinner--${size}`
  if (label === undefined) return <span className={className} aria-hidden="true" />
  return <span className={className} role="img" aria-label={label} />
}
