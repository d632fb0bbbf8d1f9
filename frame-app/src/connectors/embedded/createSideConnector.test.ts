import { describe, expect, test, vi } from 'vitest'
import type { ConnectorEvent, ConnectResult } from '../Connector.ts'
import { createSideConnector, type SideConnectorParts } from './createSideConnector.ts'

/** A login named `name` whose events the test sends, and a Solana side over it. */
function setup(read: SideConnectorParts['read']) {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const login = {
    name: 'alice@example.com',
    rdns: 'dev.porthole.embedded',
    disconnect: vi.fn(async () => undefined),
    subscribe: (listener: (event: ConnectorEvent) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const forget = vi.fn()
  const connector = createSideConnector(login, {
    id: 'embedded:solana',
    namespace: 'solana',
    noun: 'Solana',
    read,
    forget,
    request: async () => null,
    switchNetwork: async (_next, emit) => emit({ type: 'accountsChanged', accounts: ['B'] }),
  })
  const tell = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { login, connector, forget, tell }
}

const account: ConnectResult = { accounts: ['A'], caipNetworkId: 'solana:devnet' }

describe('createSideConnector', () => {
  test('default: an AUTH connector named as the login, with its rdns, connecting to its account', async () => {
    const { connector } = setup(async () => account)
    expect(connector).toMatchObject({
      id: 'embedded:solana',
      name: 'alice@example.com',
      type: 'AUTH',
      namespace: 'solana',
      rdns: 'dev.porthole.embedded',
    })
    await expect(connector.connect()).resolves.toEqual(account)
    await expect(connector.restore()).resolves.toEqual(account)
  })

  test('behavior: the login renamed renames it and its nameChanged reaches the side; other login events do not', () => {
    const { login, connector, tell } = setup(async () => account)
    const heard: ConnectorEvent[] = []
    connector.subscribe((event) => heard.push(event))
    login.name = 'bob@example.com'
    tell({ type: 'nameChanged' })
    tell({ type: 'disconnect' })
    expect(connector.name).toBe('bob@example.com')
    expect(heard).toEqual([{ type: 'nameChanged' }])
  })

  test('behavior: what a network switch emits reaches the subscribers', async () => {
    const { connector } = setup(async () => account)
    const heard: ConnectorEvent[] = []
    connector.subscribe((event) => heard.push(event))
    await connector.switchNetwork({} as never)
    expect(heard).toEqual([{ type: 'accountsChanged', accounts: ['B'] }])
  })

  test('behavior: disconnecting forgets what the side keeps, then signs the login out', async () => {
    const { login, connector, forget } = setup(async () => account)
    await connector.disconnect()
    expect(forget).toHaveBeenCalledOnce()
    expect(login.disconnect).toHaveBeenCalledOnce()
    expect(forget.mock.invocationCallOrder[0]).toBeLessThan(
      login.disconnect.mock.invocationCallOrder[0]!,
    )
  })

  test('error: connecting without an account is 4900, restoring finds none', async () => {
    const { connector } = setup(async () => null)
    await expect(connector.connect()).rejects.toMatchObject({
      code: 4900,
      message: 'Sign in first: no Solana account.',
    })
    await expect(connector.restore()).resolves.toBeNull()
  })
})
