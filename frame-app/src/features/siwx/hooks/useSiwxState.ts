import { useSyncExternalStore } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import type { SiwxState } from '../createSiwx.ts'

/** The sign-in state, re-rendering on change. */
export function useSiwxState(): SiwxState {
  const { siwx } = useFrameApp()
  return useSyncExternalStore(siwx.subscribe, siwx.getState)
}
