import { createActor } from 'xstate'
import { useFrameApp } from '../../core/FrameAppContext.tsx'
import { createAccountData } from '../account/chunk.ts'
import { watchSendBalances } from './balances/watchSendBalances.ts'
import { createSendServices } from './createSendServices.ts'
import { type SendActor, sendMachine } from './machine/sendMachine.ts'

/** This frame's send actor, started the first time the Send view renders. */
export function useSend(): SendActor {
  const app = useFrameApp()
  return app.send.ensure(() => {
    const actor = createActor(sendMachine, { input: { services: createSendServices(app) } }).start()
    // The Account chunk's token list, made on first use by Send's chunk too (never by the first paint).
    watchSendBalances(actor, app.accountData.ensure(createAccountData).tokens)
    return actor
  })
}
