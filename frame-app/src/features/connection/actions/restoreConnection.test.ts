import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import {
  createTestFrameApp,
  testAddress,
  testDappWith,
  testWallet,
} from '#test/createTestFrameApp.ts'
import { testSolanaNetwork } from '#test/testNetworks.ts'
import { restoreConnection } from './restoreConnection.ts'

describe('restoreConnection', () => {
  test('default: with storage blocked, a host wallet that still grants accounts reconnects without a prompt', async () => {
    const asked: string[] = []
    const { app } = await createTestFrameApp({
      walletAnswer: (request, answer) => {
        asked.push(request.method)
        return request.method === 'eth_accounts' ? [testAddress] : answer(request)
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
      walletAnswer: (request, answer) => {
        if (request.method === 'eth_accounts') accountsAsked++
        return request.method === 'eth_accounts' ? [] : answer(request)
      },
    })
    await waitFor(app.connection, (s) => s.matches('disconnected'))
    restoreConnection(app)
    expect(app.connection.getSnapshot().matches('reconnecting')).toBe(false)
    expect(accountsAsked).toBe(1)
  })
})

const solanaAddress = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const solanaWallet = {
  uuid: 'uuid-sol',
  name: 'Dev Solana Wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: '',
  namespace: 'solana' as const,
}
const solanaDapp = testDappWith(testSolanaNetwork)

describe('restoreConnection across namespaces', () => {
  test('behavior: a Solana wallet announced after the EVM restore is restored beside it, the EVM one staying current', async () => {
    const asked: string[] = []
    const { app, call } = await createTestFrameApp({
      dapp: solanaDapp,
      walletAnswer: (request, answer) => {
        asked.push(request.method)
        if (request.method === 'standard:connect') return { accounts: [{ address: solanaAddress }] }
        return request.method === 'eth_accounts' ? [testAddress] : answer(request)
      },
    })
    await waitFor(app.connection, (s) => s.matches('connected'))
    await call('SYNC_HOST_WALLETS', { wallets: [testWallet, solanaWallet] })
    const both = await waitFor(app.connection, (s) => s.context.connections.length === 2)
    expect(both.context.current?.accounts).toEqual([testAddress])
    expect(both.context.connections[1]).toMatchObject({
      accounts: [solanaAddress],
      caipNetworkId: 'solana:local',
    })
    expect(asked.filter((m) => m === 'standard:connect')).toHaveLength(1)
    // Each namespace once: another announcement asks nobody again.
    await call('SYNC_HOST_WALLETS', { wallets: [testWallet, solanaWallet] })
    expect(asked.filter((m) => m === 'standard:connect')).toHaveLength(1)
    expect(asked.filter((m) => m === 'eth_accounts')).toHaveLength(1)
  })

  test('behavior: wallets of both namespaces announced together restore in one go', async () => {
    const { app, call } = await createTestFrameApp({
      dapp: solanaDapp,
      walletAnswer: (request, answer) =>
        request.method === 'standard:connect'
          ? { accounts: [{ address: solanaAddress }] }
          : request.method === 'eth_accounts'
            ? []
            : answer(request),
    })
    await waitFor(
      app.connection,
      (s) => s.matches('disconnected') && app.frame.getSnapshot().context.restore !== null,
    )
    await call('SYNC_HOST_WALLETS', { wallets: [testWallet, solanaWallet] })
    const connected = await waitFor(app.connection, (s) => s.matches('connected'))
    expect(connected.context.current?.accounts).toEqual([solanaAddress])
    expect(connected.context.connections).toHaveLength(1)
  })
})
