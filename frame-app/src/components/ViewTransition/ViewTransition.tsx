import type { ReactNode } from 'react'
import './ViewTransition.css'

/**
 * Re-mounts its content per view with a 150 ms slide in the navigation direction, which it
 * also exposes as `data-direction` (next or prev).
 */
export function ViewTransition({
  viewKey,
  direction,
  children,
}: {
  viewKey: string
  direction: 'next' | 'prev'
  children: ReactNode
}) {
  return (
    <div key={viewKey} className={`ph-view ph-view--${direction}`} data-direction={direction}>
      {children}
    </div>
  )
}
