import type { ReactNode } from 'react'
import './ViewNote.css'

type ViewNoteProps = { role: 'status' | 'alert'; children: ReactNode }

/**
 * A line in place of a view's content: what it is loading, that there is nothing to show
 * (`status`), or why it cannot show it (`alert`).
 */
export function ViewNote({ role, children }: ViewNoteProps) {
  return (
    <p className="ph-view-note" role={role}>
      {children}
    </p>
  )
}
