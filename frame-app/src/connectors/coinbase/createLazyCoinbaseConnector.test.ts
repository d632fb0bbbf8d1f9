import { describe, expect, test } from 'vitest'
import type { Connector, ConnectorEvent } from '../Connector.ts'
import { createLazyCoinbaseConnector } from './createLazyCoinbaseConnector.ts'

function loadedConnector(): Connector & { fire(event: ConnectorEvent): void } {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  return {
    id: 'coinbaseWalletSDK',
    name: 'Coinbase Wallet',
    type: 'EXTERNAL',
    namespace: 'eip155',
    connect: async () => ({ accounts: ['0x1'], caipNetworkId: 'eip155:1' }),
    restore: async () => null,
    disconnect: async () => undefined,
    request: async ({ method }) => `answered ${method}`,
    switchNetwork: async () => undefined,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    fire: (event) => {
      for (const listener of listeners) listener(event)
    },
  }
}

describe('createLazyCoinbaseConnector', () => {
  test('default: nothing loads until first use; then calls go to the loaded connector, loaded once', async () => {
    let loads = 0
    const inner = loadedConnector()
    const connector = createLazyCoinbaseConnector(async () => {
      loads++
      return inner
    })
    expect(connector).toMatchObject({ id: 'coinbaseWalletSDK', type: 'EXTERNAL' })
    expect(loads).toBe(0)
    await expect(connector.request({ method: 'eth_chainId' })).resolves.toBe('answered eth_chainId')
    await expect(connector.restore()).resolves.toBeNull()
    expect(loads).toBe(1)
  })

  test('behavior: a listener added before the chunk loaded hears the loaded connector’s events', async () => {
    const inner = loadedConnector()
    const connector = createLazyCoinbaseConnector(async () => inner)
    const heard: ConnectorEvent[] = []
    connector.subscribe((event) => heard.push(event))
    await connector.connect()
    inner.fire({ type: 'accountsChanged', accounts: ['0x2'] })
    expect(heard).toEqual([{ type: 'accountsChanged', accounts: ['0x2'] }])
  })

  test('error: a chunk that fails to load fails that call, and the next call loads again', async () => {
    let attempt = 0
    const connector = createLazyCoinbaseConnector(async () => {
      attempt++
      if (attempt === 1) throw new Error('chunk failed')
      return loadedConnector()
    })
    await expect(connector.connect()).rejects.toThrow('chunk failed')
    await expect(connector.connect()).resolves.toMatchObject({ accounts: ['0x1'] })
  })
})
