import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { createSignInTestFrameApp } from '#test/createSignInTestFrameApp.ts'
import { signIn } from './signIn.ts'
import { signOut } from './signOut.ts'

describe('signOut', () => {
  test('param: optional sign-in: the session is revoked at the api; the wallet stays connected', async () => {
    const { app, data } = await createSignInTestFrameApp({ required: false })
    await signIn(app)
    await signOut(app)
    expect(data.requests).toContainEqual(
      expect.stringMatching(/^POST \/v1\/sessions\/0x.*\/revoke$/),
    )
    expect(data.sessions).toEqual([])
    expect(app.getSnapshot()).toMatchObject({ status: 'connected', session: null })
  })

  test('param: required sign-in: signing out revokes the session and disconnects', async () => {
    const { app, data } = await createSignInTestFrameApp({ required: true })
    await signIn(app)
    await signOut(app)
    await waitFor(app.connection, (s) => s.matches('disconnected'))
    expect(data.sessions).toEqual([])
    expect(app.getSnapshot()).toMatchObject({ status: 'disconnected', session: null })
  })
})
