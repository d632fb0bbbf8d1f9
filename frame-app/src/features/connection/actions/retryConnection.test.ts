import { UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { createTestFrameApp, testHostItem } from '#test/createTestFrameApp.ts'
import { retryConnection } from './retryConnection.ts'

describe('retryConnection', () => {
  test('behavior: after the wallet declined, Try again connects', async () => {
    let declines = 1
    const { app } = await createTestFrameApp({
      walletAnswer: (request, answer) => {
        if (request.method === 'eth_requestAccounts' && declines-- > 0)
          throw new UserRejectedRequestError()
        return answer(request)
      },
    })
    app.actions.open()
    app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
    await waitFor(app.connection, (s) => s.context.error !== null)
    retryConnection(app)
    await waitFor(app.connection, (s) => s.matches('connected'))
    expect(app.getSnapshot()).toMatchObject({ status: 'connected', open: false })
  })
})
