import { createContext, useContext } from 'react'

/**
 * Whether the modal card is really visible and settled (`useVisibilityArmed`); buttons that
 * approve or connect are disabled while it is false. True outside a Modal (tests, previews).
 */
export const ClickGuardContext = createContext(true)

/** True when an approve or connect button may act now. */
export function useClickGuard(): boolean {
  return useContext(ClickGuardContext)
}
