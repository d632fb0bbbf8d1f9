import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { showAccount } from './showAccount.ts'

describe('showAccount', () => {
  test('default: Account shows as the only view: nothing to go back to', async () => {
    const { app } = await createTestFrameApp({ connected: true })
    app.viewStack.send({ type: 'OPEN', view: 'Account' })
    app.viewStack.send({ type: 'PUSH', view: 'RegisterAccountName' })
    app.viewStack.send({ type: 'PUSH', view: 'RegisterAccountNameSuccess' })
    showAccount(app)
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Account' })
    expect(app.viewStack.getSnapshot().context.history).toHaveLength(1)
  })
})
