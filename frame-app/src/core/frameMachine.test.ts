import { describe, expect, test } from 'vitest'
import { createActor } from 'xstate'
import { frameMachine } from './frameMachine.ts'

const start = () => createActor(frameMachine, { input: { themeMode: 'dark' } }).start()

describe('frameMachine', () => {
  test('default: the feature actors run as children, reachable by systemId', () => {
    const frame = start()
    const { viewStack, connection, settings } = frame.getSnapshot().context
    expect(frame.system.get('viewStack')).toBe(viewStack)
    expect(frame.system.get('connection')).toBe(connection)
    expect(viewStack.getSnapshot().value).toBe('closed')
    expect(connection.getSnapshot().value).toBe('disconnected')
    expect(settings.getSnapshot().context.themeMode).toBe('dark')
  })

  test('behavior: a host account request closes after connect, unless the user closed first', () => {
    const frame = start()
    frame.send({ type: 'ACCOUNTS_REQUESTED' })
    expect(frame.getSnapshot().context.closeAfterConnect).toBe(true)
    frame.send({ type: 'CLOSED' })
    expect(frame.getSnapshot().context.closeAfterConnect).toBe(false)
    frame.send({ type: 'ACCOUNTS_REQUESTED' })
    frame.send({ type: 'CONNECTED' })
    expect(frame.getSnapshot().context).toMatchObject({
      closeAfterConnect: false,
      restoreTried: true,
    })
  })

  test('behavior: a connect waiting for sign-in holds whether to close, until it is dropped', () => {
    const frame = start()
    frame.send({ type: 'SIGN_IN_HELD', closeAfter: true })
    expect(frame.getSnapshot().context.closeAfterSignIn).toBe(true)
    frame.send({ type: 'SIGN_IN_DROPPED' })
    expect(frame.getSnapshot().context.closeAfterSignIn).toBe(false)
  })

  test('behavior: two frames share nothing (no module state)', () => {
    const a = start()
    const b = start()
    a.send({ type: 'RESTORE_STARTED', plan: null, namespaces: ['eip155'] })
    a.getSnapshot().context.viewStack.send({ type: 'OPEN', view: 'Networks' })
    expect(b.getSnapshot().context.restore).toBeNull()
    expect(b.getSnapshot().context.viewStack.getSnapshot().value).toBe('closed')
  })
})
