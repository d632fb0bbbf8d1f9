import { describe, expect, test } from 'vitest'
import { connectTestWallet, createTestFrameApp } from '#test/createTestFrameApp.ts'
import { disconnect } from './disconnect.ts'

describe('disconnect', () => {
  test('default: resolves once disconnected; Connect shows', async () => {
    const { app } = await createTestFrameApp()
    await connectTestWallet(app)
    await disconnect(app)
    expect(app.getSnapshot()).toMatchObject({
      status: 'disconnected',
      address: null,
      view: 'Connect',
    })
  })
})
