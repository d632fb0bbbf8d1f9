import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { createSendServices } from './createSendServices.ts'

describe('createSendServices', () => {
  test("default: a send's receipt is awaited SPEC §9's 25 s before it is said to be pending", async () => {
    const { app } = await createTestFrameApp()
    expect(createSendServices(app).receiptTimeoutMs).toBe(25_000)
  })

  test("param: the frame's receiptTimeoutMs (its config's) sets that wait", async () => {
    const { app } = await createTestFrameApp()
    const options = { ...app.options, receiptTimeoutMs: 8_000 }
    expect(createSendServices({ ...app, options }).receiptTimeoutMs).toBe(8_000)
  })
})
