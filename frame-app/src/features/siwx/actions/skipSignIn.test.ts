import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { createSignInTestFrameApp } from '#test/createSignInTestFrameApp.ts'
import { skipSignIn } from './skipSignIn.ts'

describe('skipSignIn', () => {
  test('param: required sign-in: Cancel disconnects and Connect shows', async () => {
    const { app } = await createSignInTestFrameApp({ required: true })
    await skipSignIn(app)
    await waitFor(app.connection, (s) => s.matches('disconnected'))
    expect(app.getSnapshot()).toMatchObject({ status: 'disconnected', view: 'Connect' })
  })

  test('param: optional sign-in: Cancel keeps the wallet connected and closes the modal', async () => {
    const { app, calls, data } = await createSignInTestFrameApp({ required: false })
    await skipSignIn(app)
    expect(app.getSnapshot()).toMatchObject({ status: 'connected', open: false, session: null })
    expect(calls).toContain('HIDE')
    expect(data.sessions).toEqual([])
  })
})
