import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { pairWith } from './pairWith.ts'

describe('pairWith', () => {
  test('default: shows the WalletConnect view for the wallet, titled with its name', async () => {
    const { app } = await createTestFrameApp()
    app.actions.open()
    const wallet = { id: 'w1', name: 'Rainbow', imageUrl: 'https://api.example/img/w1' }
    pairWith(app, { wallet })
    const top = app.viewStack.getSnapshot().context.history.at(-1)
    expect(top).toEqual({ view: 'ConnectingWalletConnectBasic', params: { wallet } })
    expect(app.views.ConnectingWalletConnectBasic?.title(top?.params ?? {})).toEqual({
      key: 'connecting.title',
      en: '{name}',
      params: { name: 'Rainbow' },
    })
  })
})
