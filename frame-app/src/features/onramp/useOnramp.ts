import { createActor } from 'xstate'
import { useFrameApp } from '../../core/FrameAppContext.tsx'
import { type OnrampActor, onrampMachine } from './onrampMachine.ts'

/** This frame's on-ramp actor, started the first time the OnRamp view renders. */
export function useOnramp(): OnrampActor {
  const app = useFrameApp()
  return app.onramp((services) => createActor(onrampMachine, { input: { services } }).start())
}
