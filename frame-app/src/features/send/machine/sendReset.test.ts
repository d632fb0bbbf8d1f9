import { describe, expect, test } from 'vitest'
import { createActor } from 'xstate'
import { connectTestWallet, createTestFrameApp } from '#test/createTestFrameApp.ts'
import { disconnect } from '../../connection/index.ts'
import { createSendServices } from '../createSendServices.ts'
import { sendMachine } from './sendMachine.ts'

/** The coordinator's rule for Send after a disconnect (`app/watchConnectionRules`, SPEC §4). */
describe('send reset', () => {
  test('rule: a disconnect empties the form; the same wallet again starts it empty', async () => {
    const { app } = await createTestFrameApp()
    await connectTestWallet(app)
    app.actions.open('Account')
    app.actions.push('Send')
    const actor = app.send.ensure(() =>
      createActor(sendMachine, { input: { services: createSendServices(app) } }).start(),
    )
    actor.send({ type: 'SET_AMOUNT', value: '0.25' })
    actor.send({ type: 'SET_RECEIVER', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })

    await disconnect(app)
    expect(actor.getSnapshot().context).toMatchObject({
      account: null,
      sendTokenAmount: '',
      receiverInput: '',
      receiverAddress: '',
    })

    // Without the reset the same account would carry on with the last amount and receiver.
    await connectTestWallet(app)
    app.actions.open('Account')
    app.actions.push('Send')
    expect(actor.getSnapshot().context).toMatchObject({
      account: { walletName: 'Dev Wallet' },
      sendTokenAmount: '',
      receiverInput: '',
    })
  })
})
