import { describe, expect, test } from 'vitest'
import { createActor } from 'xstate'
import { connectTestWallet, createTestFrameApp, testAddress } from '#test/createTestFrameApp.ts'
import type { FrameApp } from '../../../core/FrameApp.ts'
import { disconnect } from '../../connection/index.ts'
import { createSendServices } from '../createSendServices.ts'
import { bob } from '../test/sendFixtures.ts'
import { sendMachine } from './sendMachine.ts'

/** Account then Send shown, and Send's actor made as its view makes it. */
function showSend(app: FrameApp) {
  app.actions.open('Account')
  app.actions.push('Send')
  return app.send.ensure(() =>
    createActor(sendMachine, { input: { services: createSendServices(app) } }).start(),
  )
}

async function connectedApp() {
  const { app } = await createTestFrameApp({ connected: true })
  return app
}

/**
 * The coordinator's rules for Send: the flow follows the account shown (`app/watchViewLoading`)
 * and a disconnect empties it (`app/watchConnectionRules`, SPEC §4).
 */
describe('send flow rules', () => {
  test("rule: a flow's actor made while its view shows starts for the connected account", async () => {
    const actor = showSend(await connectedApp())
    expect(actor.getSnapshot().context.account).toMatchObject({
      address: testAddress,
      caipNetworkId: 'eip155:137',
      namespace: 'eip155',
      walletName: 'Dev Wallet',
    })
  })

  test('rule: the network under a shown flow changing starts it again for that network', async () => {
    const app = await connectedApp()
    const actor = showSend(app)
    actor.send({ type: 'SET_AMOUNT', value: '1' })
    await app.actions.switchNetwork('eip155:1')
    expect(actor.getSnapshot().context.account?.caipNetworkId).toBe('eip155:1')
    expect(actor.getSnapshot().context.sendTokenAmount).toBe('')
  })

  test('rule: a disconnect empties the form; the same wallet again starts it empty', async () => {
    const app = await connectedApp()
    const actor = showSend(app)
    actor.send({ type: 'SET_AMOUNT', value: '0.25' })
    actor.send({ type: 'SET_RECEIVER', value: bob })

    await disconnect(app)
    expect(actor.getSnapshot().context).toMatchObject({
      account: null,
      sendTokenAmount: '',
      receiverInput: '',
      receiverAddress: '',
    })

    // Without the reset the same account would carry on with the last amount and receiver.
    await connectTestWallet(app)
    showSend(app)
    expect(actor.getSnapshot().context).toMatchObject({
      account: { walletName: 'Dev Wallet' },
      sendTokenAmount: '',
      receiverInput: '',
    })
  })
})
