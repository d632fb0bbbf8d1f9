import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { chooseNetwork } from './chooseNetwork.ts'

describe('chooseNetwork', () => {
  test('behavior: a connected wallet is asked on SwitchNetwork, over Networks', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    app.actions.open('Networks')
    await chooseNetwork(app, { caipNetworkId: 'eip155:1' })
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'SwitchNetwork' })
    expect(app.viewStack.getSnapshot().context.history.map((entry) => entry.view)).toEqual([
      'Networks',
      'SwitchNetwork',
    ])
  })

  test('param: the current network is no switch', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    app.actions.open('Networks')
    const { caipNetworkId } = app.getSnapshot()
    await chooseNetwork(app, { caipNetworkId: caipNetworkId as 'eip155:1' })
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Networks' })
  })

  test('behavior: before a connection the network is chosen at once, and host-opened Networks closes', async () => {
    const { app } = await createTestFrameApp()
    app.actions.open('Networks')
    await chooseNetwork(app, { caipNetworkId: 'eip155:137' })
    expect(app.getSnapshot()).toMatchObject({ open: false, caipNetworkId: 'eip155:137' })
  })
})
