import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { setAccountType } from './setAccountType.ts'

describe('setAccountType', () => {
  test('error: a wallet without account types (a host wallet) is refused with 4200', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    await waitFor(app.connection, (s) => s.matches('connected'))
    await expect(setAccountType(app, { type: 'smartAccount' })).rejects.toMatchObject({
      code: 4200,
    })
  })

  test('error: with no connection it is refused with 4200', async () => {
    const { app } = await createTestFrameApp()
    await expect(setAccountType(app, { type: 'eoa' })).rejects.toMatchObject({ code: 4200 })
  })
})
