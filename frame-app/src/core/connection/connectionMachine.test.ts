import { UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { A, B, fakeConnector, start, startConnected } from './test/connectionMachineSetup.ts'

describe('connectionMachine', () => {
  test('default: starts disconnected on the given network', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(actor.getSnapshot().context).toMatchObject({ current: null, caipNetworkId: 'eip155:1' })
  })

  test('behavior: disconnected → connecting → connected, tracking CONNECT_SUCCESS', async () => {
    const { actor, tracked, settled } = start()
    actor.send({ type: 'CONNECT', connector: fakeConnector('a') })
    expect(actor.getSnapshot().value).toBe('connecting')
    await settled()
    expect(actor.getSnapshot().value).toBe('connected')
    expect(actor.getSnapshot().context.current?.accounts).toEqual([A])
    expect(tracked).toEqual([expect.objectContaining({ type: 'track', event: 'CONNECT_SUCCESS' })])
  })

  test('error: a failed connect with no connection returns to disconnected with the error', async () => {
    const { actor, tracked, settled } = start()
    const failing = fakeConnector('a', {
      connect: () => Promise.reject(new UserRejectedRequestError()),
    })
    actor.send({ type: 'CONNECT', connector: failing })
    await settled()
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(actor.getSnapshot().context.error?.code).toBe(4001)
    expect(tracked[0]).toMatchObject({
      type: 'error',
      event: 'CONNECT_ERROR',
      errorType: 'UserRejectedRequestError',
    })
  })

  test('error: a failed connect while connected returns to connected, keeping the connection', async () => {
    const { actor, settled } = await startConnected('a')
    const failing = fakeConnector('b', { connect: () => Promise.reject(new Error('boom')) })
    actor.send({ type: 'CONNECT', connector: failing })
    await settled()
    expect(actor.getSnapshot().value).toBe('connected')
    expect(actor.getSnapshot().context.current?.connector.id).toBe('a')
    expect(actor.getSnapshot().context.error?.message).toBe('boom')
  })

  test('error: connecting the current connector again gives AlreadyConnectedError (5104)', async () => {
    const { actor, settled } = start()
    const a = fakeConnector('a')
    actor.send({ type: 'CONNECT', connector: a })
    await settled()
    actor.send({ type: 'CONNECT', connector: a })
    expect(actor.getSnapshot().value).toBe('connected')
    expect(actor.getSnapshot().context.error?.code).toBe(5104)
  })

  test('behavior: two connections at once; disconnecting makes the next one current', async () => {
    const { actor, tracked, settled } = await startConnected('a', 'b')
    expect(actor.getSnapshot().context.connections.map((c) => c.connector.id)).toEqual(['b', 'a'])
    expect(actor.getSnapshot().context.current?.accounts).toEqual([B])
    actor.send({ type: 'DISCONNECT' })
    await settled()
    expect(actor.getSnapshot().value).toBe('connected')
    expect(actor.getSnapshot().context.current?.connector.id).toBe('a')
    actor.send({ type: 'DISCONNECT' })
    await settled()
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(actor.getSnapshot().context).toMatchObject({ current: null, connections: [] })
    expect(tracked.filter((e) => e.event === 'DISCONNECT_SUCCESS')).toHaveLength(2)
  })

  test('behavior: disconnecting a WalletConnect connection drops the other namespace using it (SPEC §4)', async () => {
    const { actor, settled } = start()
    const wc = { ...fakeConnector('wc'), type: 'WALLET_CONNECT' as const }
    const wcSolana = {
      ...fakeConnector('wc:solana'),
      type: 'WALLET_CONNECT' as const,
      namespace: 'solana' as const,
    }
    actor.send({ type: 'CONNECT', connector: wc })
    await settled()
    actor.send({
      type: 'RESTORED',
      connection: { connector: wcSolana, accounts: ['So1'], caipNetworkId: 'solana:local' },
      current: false,
    })
    expect(actor.getSnapshot().context.connections).toHaveLength(2)
    actor.send({ type: 'DISCONNECT' })
    await settled()
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(actor.getSnapshot().context).toMatchObject({ current: null, connections: [] })
  })

  test('error: a failing wallet disconnect still ends disconnected and tracks DISCONNECT_ERROR', async () => {
    const { actor, tracked, settled } = start()
    const a = fakeConnector('a', { disconnect: () => Promise.reject(new Error('nope')) })
    actor.send({ type: 'CONNECT', connector: a })
    await settled()
    actor.send({ type: 'DISCONNECT' })
    await settled()
    expect(actor.getSnapshot().value).toBe('disconnected')
    expect(tracked.at(-1)).toMatchObject({ event: 'DISCONNECT_ERROR', errorMessage: 'nope' })
    // Kept for the view that says 'Failed to disconnect'; the next disconnect clears it.
    expect(actor.getSnapshot().context.disconnectError).toMatchObject({ message: 'nope' })
    actor.send({ type: 'CONNECT', connector: fakeConnector('b') })
    await settled()
    actor.send({ type: 'DISCONNECT' })
    await settled()
    expect(actor.getSnapshot().context.disconnectError).toBeNull()
  })

  test('behavior: accountsChanged([]) from the current wallet is a disconnect', async () => {
    const { actor, settled } = await startConnected('a')
    actor.send({
      type: 'WALLET_EVENT',
      connectorId: 'a',
      event: { type: 'accountsChanged', accounts: [] },
    })
    await settled()
    expect(actor.getSnapshot().value).toBe('disconnected')
  })

  test('behavior: a non-current wallet that goes away is dropped silently', async () => {
    const { actor } = await startConnected('a', 'b')
    actor.send({ type: 'WALLET_EVENT', connectorId: 'a', event: { type: 'disconnect' } })
    expect(actor.getSnapshot().value).toBe('connected')
    expect(actor.getSnapshot().context.connections.map((c) => c.connector.id)).toEqual(['b'])
  })

  test('behavior: chainChanged and accountsChanged update the current connection', async () => {
    const { actor } = await startConnected('a')
    actor.send({
      type: 'WALLET_EVENT',
      connectorId: 'a',
      event: { type: 'chainChanged', caipNetworkId: 'eip155:10' },
    })
    actor.send({
      type: 'WALLET_EVENT',
      connectorId: 'a',
      event: { type: 'accountsChanged', accounts: [B] },
    })
    expect(actor.getSnapshot().context).toMatchObject({
      caipNetworkId: 'eip155:10',
      current: { accounts: [B], caipNetworkId: 'eip155:10' },
    })
  })

  test('behavior: accountTypeChanged sets the account type and allAccounts of that connection', async () => {
    const { actor } = await startConnected('a')
    const address = actor.getSnapshot().context.current?.accounts[0] ?? ''
    const allAccounts = [
      { address, type: 'eoa' as const },
      { address, type: 'smartAccount' as const },
    ]
    actor.send({
      type: 'WALLET_EVENT',
      connectorId: 'a',
      event: { type: 'accountTypeChanged', accountType: 'smartAccount', allAccounts },
    })
    expect(actor.getSnapshot().context.current).toMatchObject({
      accounts: [address],
      accountType: 'smartAccount',
      allAccounts,
    })
  })

  test('behavior: CANCEL while connecting returns to the previous status', async () => {
    const { actor, settled } = start()
    const never = fakeConnector('b', { connect: () => new Promise(() => undefined) })
    actor.send({ type: 'CONNECT', connector: never })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('disconnected')
    actor.send({ type: 'CONNECT', connector: fakeConnector('a') })
    await settled()
    actor.send({ type: 'CONNECT', connector: never })
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('connected')
  })

  test('behavior: SWITCH makes another open connection current, on its network', async () => {
    const { actor } = await startConnected('a', 'b')
    actor.send({
      type: 'WALLET_EVENT',
      connectorId: 'b',
      event: { type: 'chainChanged', caipNetworkId: 'eip155:10' },
    })
    actor.send({ type: 'SWITCH', connectorId: 'a' })
    expect(actor.getSnapshot().context).toMatchObject({
      current: { accounts: [A] },
      caipNetworkId: 'eip155:1',
    })
    expect(actor.getSnapshot().context.connections.map((c) => c.connector.id)).toEqual(['a', 'b'])
    actor.send({ type: 'SWITCH', connectorId: 'nobody' })
    expect(actor.getSnapshot().context.current?.connector.id).toBe('a')
  })

  test('behavior: DISCONNECT of a connection that is not current keeps the current one', async () => {
    const { actor, tracked, settled } = start()
    const closed: string[] = []
    const closing = (id: string) =>
      fakeConnector(id, {
        disconnect: async () => {
          closed.push(id)
        },
      })
    actor.send({ type: 'CONNECT', connector: closing('a') })
    await settled()
    actor.send({ type: 'CONNECT', connector: closing('b') })
    await settled()
    actor.send({ type: 'DISCONNECT', connectorId: 'a' })
    await settled()
    expect(closed).toEqual(['a'])
    expect(actor.getSnapshot().value).toBe('connected')
    expect(actor.getSnapshot().context.current?.connector.id).toBe('b')
    expect(actor.getSnapshot().context.connections).toHaveLength(1)
    expect(tracked.at(-1)).toMatchObject({ event: 'DISCONNECT_SUCCESS', connector: 'dev.a' })
    actor.send({ type: 'DISCONNECT', connectorId: 'a' })
    expect(actor.getSnapshot().value).toBe('connected')
    actor.send({ type: 'DISCONNECT', connectorId: 'b' })
    await settled()
    expect(actor.getSnapshot().value).toBe('disconnected')
  })
})
