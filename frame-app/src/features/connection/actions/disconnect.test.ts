import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { disconnect } from './disconnect.ts'

describe('disconnect', () => {
  test('default: resolves once disconnected; Connect shows', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    await disconnect(app)
    expect(app.getSnapshot()).toMatchObject({
      status: 'disconnected',
      address: null,
      view: 'Connect',
    })
  })
})
