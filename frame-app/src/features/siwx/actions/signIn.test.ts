import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { createSignInTestFrameApp, testSignature } from '#test/createSignInTestFrameApp.ts'
import { testAddress } from '#test/createTestFrameApp.ts'
import { signIn } from './signIn.ts'

describe('signIn', () => {
  test('default: the wallet signs, the api keeps the session, the host sees it and the modal closes', async () => {
    const { app, calls, data } = await createSignInTestFrameApp({ required: true })
    await signIn(app)
    expect(data.sessions).toHaveLength(1)
    expect(data.sessions[0]?.message).toContain('host.example wants you to sign in')
    expect(app.getSnapshot()).toMatchObject({
      status: 'connected',
      open: false,
      session: { address: testAddress, signature: testSignature },
    })
    expect(calls).toContain('HIDE')
  })

  test('error: declined while sign-in is required: the wallet is disconnected and Connect says why', async () => {
    const { app } = await createSignInTestFrameApp({ required: true, decline: true })
    await signIn(app)
    await waitFor(app.connection, (s) => s.matches('disconnected'))
    expect(app.getSnapshot()).toMatchObject({ status: 'disconnected', view: 'Connect' })
    // Connect says why the wallet is gone.
    expect(app.viewStack.getSnapshot().context.history.at(-1)).toEqual({
      view: 'Connect',
      params: { notice: 'signInDeclined' },
    })
  })

  test('error: declined while sign-in is optional: still connected, the sign-in view stays', async () => {
    const { app } = await createSignInTestFrameApp({ required: false, decline: true })
    await signIn(app)
    expect(app.siwx.getState().error).toBe('declined')
    expect(app.getSnapshot()).toMatchObject({ status: 'connected', view: 'ConnectingSiwe' })
  })

  test('error: the api refuses the signature: no session, nothing disconnected', async () => {
    const { app } = await createSignInTestFrameApp({ required: true, refuseSignIn: true })
    await signIn(app)
    expect(app.siwx.getState().error).toBe('failed')
    expect(app.getSnapshot()).toMatchObject({ status: 'connected', session: null })
  })
})
