import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import './WarningNote.css'
import { SURFACE_NOTE } from '../Surface/surface.ts'

/**
 * A warning a view says beside its content (the wallet on an unrequested network, an on-ramp
 * estimate): the warning icon in the error colour, the words in secondary text on the surface.
 * `role="note"` where it adds to what the view shows.
 */
export function WarningNote({
  children,
  iconSize,
  role,
}: {
  children: ReactNode
  iconSize: number
  role?: 'note'
}) {
  return (
    <p className={`${SURFACE_NOTE} ph-warning-note`} role={role}>
      <Icon name="warning" size={iconSize} />
      {children}
    </p>
  )
}
