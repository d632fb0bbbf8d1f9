import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { leaveNetworks } from './leaveNetworks.ts'

describe('leaveNetworks', () => {
  test('behavior: Networks opened by the host closes after the switch', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    app.actions.open('Networks')
    app.actions.push('SwitchNetwork', { caipNetworkId: 'eip155:1' })
    leaveNetworks(app)
    expect(app.getSnapshot()).toMatchObject({ open: false })
  })

  test('behavior: Networks opened from Account goes back to Account', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    app.actions.open()
    app.actions.push('Networks')
    app.actions.push('SwitchNetwork', { caipNetworkId: 'eip155:1' })
    leaveNetworks(app)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Account' })
  })

  test('param: without Networks in the history nothing moves', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    app.actions.open()
    leaveNetworks(app)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Account' })
  })
})
