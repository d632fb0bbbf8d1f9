import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { createSignInTestFrameApp } from '#test/createSignInTestFrameApp.ts'
import { dismissSignIn } from './dismissSignIn.ts'

describe('dismissSignIn', () => {
  test('behavior: closing a required sign-in declines it: the wallet is disconnected', async () => {
    const { app, calls } = await createSignInTestFrameApp({ required: true })
    dismissSignIn(app)
    await waitFor(app.connection, (s) => s.matches('disconnected'))
    expect(app.getSnapshot()).toMatchObject({ open: false, status: 'disconnected' })
    expect(calls).toContain('HIDE')
  })

  test('param: closing an optional sign-in keeps the wallet connected', async () => {
    const { app } = await createSignInTestFrameApp({ required: false })
    dismissSignIn(app)
    expect(app.getSnapshot()).toMatchObject({ open: false, status: 'connected' })
  })
})
