import { createActor } from 'xstate'
import { useFrameApp } from '../../core/FrameAppContext.tsx'
import { createSwapServices } from './createSwapServices.ts'
import { type SwapActor, swapMachine } from './machine/swapMachine.ts'

/** This frame's swap actor, started the first time the Swap view renders; null without an api. */
export function useSwap(): SwapActor | null {
  const app = useFrameApp()
  return app.swap((deps) =>
    createActor(swapMachine, { input: { services: createSwapServices(deps) } }).start(),
  )
}
