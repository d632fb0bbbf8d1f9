import { describe, expect, test } from 'vitest'
import { fakeConnector, start } from './test/connectionMachineSetup.ts'

/** RESTORE and RESTORED: the sessions a reload finds come back without a prompt (SPEC §4). */
describe('connectionMachine: restore', () => {
  test('behavior: RESTORE goes reconnecting → connected without a prompt', async () => {
    const { actor, tracked, settled } = start()
    actor.send({ type: 'RESTORE', connectors: [fakeConnector('a')] })
    expect(actor.getSnapshot().value).toBe('reconnecting')
    await settled()
    expect(actor.getSnapshot().value).toBe('connected')
    expect(actor.getSnapshot().context.caipNetworkId).toBe('eip155:137')
    expect(tracked[0]).toMatchObject({ event: 'RESTORE_SUCCESS' })
  })

  test('param: RESTORE with several candidates picks the first that still grants accounts', async () => {
    const { actor, settled } = start()
    const none = fakeConnector('a', { restore: async () => null })
    const broken = fakeConnector('c', { restore: () => Promise.reject(new Error('gone')) })
    actor.send({ type: 'RESTORE', connectors: [broken, none, fakeConnector('b')] })
    await settled()
    expect(actor.getSnapshot().context.current?.connector.id).toBe('b')
  })

  test('param: RESTORE across namespaces opens one connection per namespace, the first one current', async () => {
    const { actor, settled } = start()
    const solana = {
      ...fakeConnector('s', {
        restore: async () => ({ accounts: ['So1'], caipNetworkId: 'solana:local' }),
      }),
      namespace: 'solana' as const,
    }
    actor.send({ type: 'RESTORE', connectors: [solana, fakeConnector('a'), fakeConnector('b')] })
    await settled()
    const { current, connections } = actor.getSnapshot().context
    expect(current?.connector.id).toBe('s')
    expect(connections.map((c) => c.connector.id)).toEqual(['s', 'a'])
  })

  test('behavior: RESTORED adds a namespace beside the current connection, or makes it current; never a second one', async () => {
    const { actor, settled } = start()
    actor.send({ type: 'RESTORE', connectors: [fakeConnector('a')] })
    await settled()
    const solana = { ...fakeConnector('s'), namespace: 'solana' as const }
    const restored = {
      connector: solana,
      accounts: ['So1'],
      caipNetworkId: 'solana:local' as const,
    }
    actor.send({ type: 'RESTORED', connection: restored, current: false })
    expect(actor.getSnapshot().context.current?.connector.id).toBe('a')
    expect(actor.getSnapshot().context.connections).toHaveLength(2)
    actor.send({ type: 'RESTORED', connection: restored, current: true })
    expect(actor.getSnapshot().context.current?.connector.id).toBe('a')
    expect(actor.getSnapshot().context.connections).toHaveLength(2)
  })

  test('error: RESTORE of a wallet that granted nothing ends disconnected without an error shown', async () => {
    const { actor, tracked, settled } = start()
    actor.send({
      type: 'RESTORE',
      connectors: [fakeConnector('a', { restore: async () => null })],
    })
    await settled()
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(tracked[0]).toMatchObject({ type: 'error', event: 'RESTORE_ERROR' })
  })
})
