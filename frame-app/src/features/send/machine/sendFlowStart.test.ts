import { describe, expect, test } from 'vitest'
import { createActor } from 'xstate'
import { connectTestWallet, createTestFrameApp, testAddress } from '#test/createTestFrameApp.ts'
import { createSendServices } from '../createSendServices.ts'
import { sendMachine } from './sendMachine.ts'

/** The coordinator's rule for Send (`app/watchViewLoading`): the flow follows the account shown. */
describe('send flow start', () => {
  test("rule: a flow's actor made while its view shows starts for the connected account", async () => {
    const { app } = await createTestFrameApp()
    await connectTestWallet(app)
    app.actions.open('Account')
    app.actions.push('Send')
    const actor = app.send.ensure(() =>
      createActor(sendMachine, { input: { services: createSendServices(app) } }).start(),
    )
    expect(actor.getSnapshot().context.account).toMatchObject({
      address: testAddress,
      caipNetworkId: 'eip155:137',
      namespace: 'eip155',
      walletName: 'Dev Wallet',
    })
  })

  test('rule: the network under a shown flow changing starts it again for that network', async () => {
    const { app } = await createTestFrameApp()
    await connectTestWallet(app)
    app.actions.open('Account')
    app.actions.push('Send')
    const actor = app.send.ensure(() =>
      createActor(sendMachine, { input: { services: createSendServices(app) } }).start(),
    )
    actor.send({ type: 'SET_AMOUNT', value: '1' })
    await app.actions.switchNetwork('eip155:1')
    expect(actor.getSnapshot().context.account?.caipNetworkId).toBe('eip155:1')
    expect(actor.getSnapshot().context.sendTokenAmount).toBe('')
  })
})
