import { describe, expect, test } from 'vitest'
import { createTestFrameApp, testDapp, testNetwork } from '#test/createTestFrameApp.ts'
import { syncDappData } from './syncDappData.ts'

describe('syncDappData', () => {
  test('default: settings hold the dapp data and the first network is active', async () => {
    const { app } = await createTestFrameApp()
    expect(app.settings.getSnapshot().context.dapp?.projectId).toBe('demo')
    expect(app.getSnapshot().caipNetworkId).toBe('eip155:1')
  })

  test('param: defaultNetwork wins over the first network', async () => {
    const { app } = await createTestFrameApp()
    syncDappData(app, {
      dapp: {
        ...testDapp,
        networks: [...testDapp.networks, testNetwork(10, 'Optimism')],
        defaultNetwork: 'eip155:10',
      },
    })
    expect(app.getSnapshot().caipNetworkId).toBe('eip155:10')
  })
})
