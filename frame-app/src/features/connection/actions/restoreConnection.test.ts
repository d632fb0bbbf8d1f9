import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import {
  createTestFrameApp,
  defaultWalletAnswer,
  testAddress,
} from '../../../../test/createTestFrameApp.ts'
import { restoreConnection } from './restoreConnection.ts'

describe('restoreConnection', () => {
  test('default: with storage blocked, a host wallet that still grants accounts reconnects without a prompt', async () => {
    const asked: string[] = []
    const { app } = await createTestFrameApp({
      walletAnswer: (request) => {
        asked.push(request.method)
        return request.method === 'eth_accounts' ? [testAddress] : defaultWalletAnswer(request)
      },
    })
    await waitFor(app.connection, (s) => s.matches('connected'))
    expect(asked).toContain('eth_accounts')
    expect(asked).not.toContain('eth_requestAccounts')
    expect(app.getSnapshot()).toMatchObject({ status: 'connected', address: testAddress })
  })

  test('behavior: it runs once per frame', async () => {
    let accountsAsked = 0
    const { app } = await createTestFrameApp({
      walletAnswer: (request) => {
        if (request.method === 'eth_accounts') accountsAsked++
        return request.method === 'eth_accounts' ? [] : defaultWalletAnswer(request)
      },
    })
    await waitFor(app.connection, (s) => s.matches('disconnected'))
    restoreConnection(app)
    expect(app.connection.getSnapshot().matches('reconnecting')).toBe(false)
    expect(accountsAsked).toBe(1)
  })
})
