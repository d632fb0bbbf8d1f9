import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { connectTestWallet, createTestFrameApp, testWallet } from '#test/createTestFrameApp.ts'
import { switchConnection } from './switchConnection.ts'

const second = { ...testWallet, uuid: 'uuid-2', name: 'Second', rdns: 'second.example' }

describe('switchConnection', () => {
  test('default: another open connection becomes current; the host follows it', async () => {
    const { app, call } = await createTestFrameApp()
    await call('SYNC_HOST_WALLETS', { wallets: [testWallet, second] })
    await connectTestWallet(app)
    const item = {
      kind: 'host',
      id: 'uuid-2',
      name: 'Second',
      imageUrl: '',
      rdns: 'second.example',
      recent: false,
    } as const
    app.actions.push('Connect')
    app.actions.selectWallet({ wallet: item, isMobile: false, walletConnect: null })
    await waitFor(
      app.connection,
      (s) => s.matches('connected') && s.context.connections.length === 2,
    )
    expect(app.connection.getSnapshot().context.current?.connector.name).toBe('Second')
    switchConnection(app, {
      connectorId: app.connection.getSnapshot().context.connections[1]!.connector.id,
    })
    expect(app.connection.getSnapshot().context.current?.connector.name).toBe('Dev Wallet')
  })
})
