import type { DappData } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { evmNetwork } from '#test/testNetworks.ts'
import type { DataApi, WalletQuery } from '../../api/createDataApi.ts'
import { createWalletRegistry } from './createWalletRegistry.ts'

const dapp: DappData = {
  projectId: 'demo',
  sdkVersion: 'test',
  networks: [evmNetwork(1, { name: 'Ethereum' })],
  featuredWalletIds: ['f1'],
  excludeWalletIds: ['x1'],
}

function fakeApi(answer: (query: WalletQuery) => Promise<{ count: number; data: unknown[] }>) {
  const getWallets = vi.fn(answer)
  const api = {
    getWallets,
    walletImageUrl: (path: string) => `https://api.example${path}?projectId=demo`,
    sendErrorEvent: async () => undefined,
  } as unknown as DataApi
  return { api, getWallets }
}

describe('createWalletRegistry', () => {
  test('default: one first page of 40 with the host filters, image URLs resolved', async () => {
    const { api, getWallets } = fakeApi(async () => ({
      count: 612,
      data: [{ id: 'f1', name: 'Featured', imageUrl: '/v1/wallets/f1/image' }],
    }))
    const registry = createWalletRegistry(api, () => dapp)
    const seen: string[] = []
    registry.subscribe(() => seen.push(registry.getState().status))
    registry.load()
    registry.load()
    await vi.waitFor(() => expect(registry.getState().status).toBe('loaded'))
    expect(getWallets).toHaveBeenCalledTimes(1)
    expect(getWallets.mock.calls[0]?.[0]).toMatchObject({
      page: 1,
      entries: 40,
      featured: ['f1'],
      exclude: ['x1'],
      chains: ['eip155:1'],
    })
    expect(seen).toEqual(['loading', 'loaded'])
    expect(registry.getState()).toMatchObject({
      count: 612,
      wallets: [{ imageUrl: 'https://api.example/v1/wallets/f1/image?projectId=demo' }],
    })
  })

  test('error: a failed fetch leaves an empty list and is tried again on the next load', async () => {
    let fail = true
    const { api, getWallets } = fakeApi(async () => {
      if (fail) throw new Error('HTTP status code: 500')
      return { count: 1, data: [{ id: 'a', name: 'A' }] }
    })
    const registry = createWalletRegistry(api, () => dapp)
    registry.load()
    await vi.waitFor(() => expect(registry.getState().status).toBe('error'))
    expect(registry.getState().wallets).toEqual([])
    fail = false
    registry.load()
    await vi.waitFor(() => expect(registry.getState().status).toBe('loaded'))
    expect(getWallets).toHaveBeenCalledTimes(2)
  })

  test('param: nothing is fetched without an api or before the dapp data', () => {
    const { api, getWallets } = fakeApi(async () => ({ count: 0, data: [] }))
    createWalletRegistry(api, () => null).load()
    createWalletRegistry(null, () => dapp).load()
    expect(getWallets).not.toHaveBeenCalled()
  })
})
