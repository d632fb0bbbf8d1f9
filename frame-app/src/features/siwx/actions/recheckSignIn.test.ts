import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { createSignInTestFrameApp } from '#test/createSignInTestFrameApp.ts'
import { testWallet } from '#test/createTestFrameApp.ts'
import { signIn } from './signIn.ts'

const other = '0x2222222222222222222222222222222222222222'

describe('recheckSignIn', () => {
  test('behavior: the wallet switches to an account with no session: the session is dropped and sign-in shows again', async () => {
    const { app, call, calls } = await createSignInTestFrameApp({ required: true })
    await signIn(app)
    const shown = calls.filter((name) => name === 'SHOW').length
    await call('HOST_WALLET_EVENT', {
      uuid: testWallet.uuid,
      event: 'accountsChanged',
      data: [other],
    })
    await waitFor(app.viewStack, (s) => s.matches('open'))
    expect(app.getSnapshot()).toMatchObject({ address: other, open: true, session: null })
    expect(calls.filter((name) => name === 'SHOW').length).toBe(shown + 1)
    expect(app.frame.getSnapshot().context.closeAfterSignIn).toBe(false)
  })
})
