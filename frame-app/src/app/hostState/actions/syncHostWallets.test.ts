import { describe, expect, test } from 'vitest'
import { createTestFrameApp, testWallet } from '#test/createTestFrameApp.ts'
import { syncHostWallets } from './syncHostWallets.ts'

describe('syncHostWallets', () => {
  test('default: announced wallets become connectors and settings list them', async () => {
    const { app } = await createTestFrameApp()
    const second = { ...testWallet, uuid: 'uuid-2', name: 'Second', rdns: 'second.example' }
    syncHostWallets(app, { wallets: [testWallet, second] })
    expect(app.hostConnectors.get('uuid-2')?.name).toBe('Second')
    expect(app.settings.getSnapshot().context.hostWallets.map((w) => w.name)).toEqual([
      'Dev Wallet',
      'Second',
    ])
  })
})
