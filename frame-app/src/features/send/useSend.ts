import { createActor } from 'xstate'
import { useFrameApp } from '../../app/FrameAppContext.tsx'
import { createSendServices } from './createSendServices.ts'
import { type SendActor, sendMachine } from './sendMachine.ts'

/** This frame's send actor, started the first time the Send view renders. */
export function useSend(): SendActor {
  const app = useFrameApp()
  return app.send.ensure(() =>
    createActor(sendMachine, { input: { services: createSendServices(app) } }).start(),
  )
}
