import { describe, expect, test } from 'vitest'
import { connectTestWallet, createTestFrameApp } from '#test/createTestFrameApp.ts'
import { isConnected } from './isConnected.ts'

describe('isConnected', () => {
  test('default: false until a wallet connects, true after', async () => {
    const { app } = await createTestFrameApp()
    expect(isConnected(app)).toBe(false)
    await connectTestWallet(app)
    expect(isConnected(app)).toBe(true)
  })
})
