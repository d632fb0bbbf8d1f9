import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '../../../../test/createTestFrameApp.ts'
import { switchNetwork } from './switchNetwork.ts'

describe('switchNetwork', () => {
  test('default: while disconnected it chooses the network to connect on', async () => {
    const { app } = await createTestFrameApp()
    await switchNetwork(app, { caipNetworkId: 'eip155:137' })
    expect(app.getSnapshot().caipNetworkId).toBe('eip155:137')
  })

  test('error: a network the host did not configure throws UnrecognizedChainError', async () => {
    const { app } = await createTestFrameApp()
    await expect(switchNetwork(app, { caipNetworkId: 'eip155:10' })).rejects.toMatchObject({
      name: 'UnrecognizedChainError',
      code: 4902,
    })
    expect(app.getSnapshot().caipNetworkId).toBe('eip155:1')
  })
})
