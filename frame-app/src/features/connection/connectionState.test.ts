import { describe, expect, test } from 'vitest'
import { createActor } from 'xstate'
import { connectionMachine } from '../../core/connection/connectionMachine.ts'
import { connectionState } from './connectionState.ts'

describe('connectionState', () => {
  test('default: a new connection is disconnected; RESTORE makes it reconnecting', () => {
    const actor = createActor(connectionMachine, { input: { caipNetworkId: null } }).start()
    expect(connectionState(actor.getSnapshot())).toBe('disconnected')
    const connector = { id: 'c', rdns: 'c', name: 'C' } as never
    actor.send({ type: 'RESTORE', connectors: [connector] })
    expect(connectionState(actor.getSnapshot())).toBe('reconnecting')
  })
})
