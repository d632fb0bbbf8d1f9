import { describe, expect, test } from 'vitest'
import { createTestFrameApp } from '#test/createTestFrameApp.ts'
import { pushView } from './pushView.ts'

describe('pushView', () => {
  test('default: the view and its params go on the stack', async () => {
    const { app } = await createTestFrameApp()
    app.actions.open()
    pushView(app, { view: 'ConnectingExternal', params: { name: 'Dev Wallet' } })
    expect(app.viewStack.getSnapshot().context.history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      params: { name: 'Dev Wallet' },
    })
  })

  test('error: params the view does not accept throw InvalidParamsRpcError', async () => {
    const { app } = await createTestFrameApp()
    app.actions.open()
    expect(() => pushView(app, { view: 'ConnectingExternal', params: {} })).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
    expect(app.getSnapshot().view).toBe('Connect')
  })
})
