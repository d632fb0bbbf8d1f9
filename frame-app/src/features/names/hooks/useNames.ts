import { useSyncExternalStore } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import type { NamesState } from '../NamesState.ts'

/** The connected address's names and the registration's suggestions, re-rendering on change. */
export function useNames(): NamesState {
  const { names } = useFrameApp()
  return useSyncExternalStore(names.subscribe, names.getState)
}
