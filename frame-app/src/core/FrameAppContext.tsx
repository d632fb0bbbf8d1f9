import { createContext, useContext } from 'react'
import type { FrameApp } from './FrameApp.ts'

export const FrameAppContext = createContext<FrameApp | null>(null)

/** The frame instance the views render and send events to. */
export function useFrameApp(): FrameApp {
  const app = useContext(FrameAppContext)
  if (!app) throw new Error('useFrameApp must be used inside FrameAppContext.')
  return app
}
