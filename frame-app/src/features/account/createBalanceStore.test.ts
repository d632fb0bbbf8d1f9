import type { Network } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { evmNetwork } from '#test/testNetworks.ts'
import { BALANCE_RETRY_MS, createBalanceStore } from './createBalanceStore.ts'

const network: Network = evmNetwork(1, { name: 'Ethereum' })
const address = '0x1111111111111111111111111111111111111111'

function setup(getBalance: () => Promise<bigint>) {
  let clock = 1_000_000
  const store = createBalanceStore({ getBalance: vi.fn(getBalance), now: () => clock })
  return { store, advance: (ms: number) => (clock += ms) }
}

describe('createBalanceStore', () => {
  test('default: sets loading, then the native balance', async () => {
    const { store } = setup(async () => 5n)
    const pending = store.fetch(network, address)
    expect(store.getState().loading).toBe(true)
    await expect(pending).resolves.toEqual([
      expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: 5n } }),
    ])
    expect(store.getState()).toMatchObject({ loading: false, lastRetry: null, error: null })
  })

  test('error: a failure records the retry time and the error, and returns []', async () => {
    const { store } = setup(() => Promise.reject(new Error('rpc down')))
    await expect(store.fetch(network, address)).resolves.toEqual([])
    expect(store.getState()).toMatchObject({
      loading: false,
      lastRetry: 1_000_000,
      error: { message: 'rpc down' },
    })
  })

  test('behavior: under 30 s after a failure it skips and returns [] without asking', async () => {
    let fail = true
    const getBalance = vi.fn(async () => {
      if (fail) throw new Error('rpc down')
      return 7n
    })
    let clock = 0
    const store = createBalanceStore({ getBalance, now: () => clock })
    await store.fetch(network, address)
    fail = false
    clock += BALANCE_RETRY_MS - 1
    await expect(store.fetch(network, address)).resolves.toEqual([])
    expect(getBalance).toHaveBeenCalledTimes(1)
    expect(store.getState().loading).toBe(false)
    clock += 1
    await expect(store.fetch(network, address)).resolves.toHaveLength(1)
    expect(store.getState().lastRetry).toBeNull()
  })

  test('behavior: reset forgets the balance and the back-off', async () => {
    const { store } = setup(() => Promise.reject(new Error('x')))
    await store.fetch(network, address)
    store.reset()
    expect(store.getState()).toEqual({ loading: false, balances: [], lastRetry: null, error: null })
  })

  test('behavior: a fetch for another network or address forgets the last balance and back-off at once', async () => {
    let fail = true
    const getBalance = vi.fn(async () => {
      if (fail) throw new Error('rpc down')
      return 9n
    })
    const store = createBalanceStore({ getBalance, now: () => 0 })
    await store.fetch(network, address)
    expect(store.getState().lastRetry).toBe(0)
    fail = false
    const polygon = { ...network, id: 137, caipNetworkId: 'eip155:137' as const }
    const pending = store.fetch(polygon, address)
    expect(store.getState()).toMatchObject({ loading: true, balances: [], error: null })
    await expect(pending).resolves.toHaveLength(1)
    expect(getBalance).toHaveBeenCalledTimes(2)
    const other = '0x2222222222222222222222222222222222222222'
    const next = store.fetch(polygon, other)
    expect(store.getState().balances).toEqual([])
    await next
  })
})
