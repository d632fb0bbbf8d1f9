import { fromErrorData, type RpcRequest, type StateSnapshot } from '@porthole/shared-protocol/host'
import { disconnectedSnapshot } from '@porthole/shared-protocol/testing'
import { describe, expect, test, vi } from 'vitest'
import { createProvider } from './createProvider.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connected: StateSnapshot = {
  open: false,
  view: 'Account',
  status: 'connected',
  namespace: 'eip155',
  address,
  caipAddress: `eip155:137:${address}`,
  caipNetworkId: 'eip155:137',
  accounts: {
    eip155: { address, caipAddress: `eip155:137:${address}`, caipNetworkId: 'eip155:137' },
  },
}
const disconnected: StateSnapshot = {
  ...disconnectedSnapshot,
  caipNetworkId: connected.caipNetworkId,
}

function setup(state: StateSnapshot | null, ready: Promise<unknown> = Promise.resolve()) {
  const send = vi.fn(async (_request: RpcRequest): Promise<unknown> => 'from the frame')
  const current = { state }
  const events = createProvider({ ready, getState: () => current.state, send })
  return { ...events, send, current }
}

describe('createProvider', () => {
  test('default: eth_chainId is 0x hex from the snapshot, with no bridge round trip', async () => {
    const { provider, send } = setup(connected)
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x89')
    expect(send).not.toHaveBeenCalled()
  })

  test('behavior: while reconnecting, eth_accounts and eth_chainId wait for the frame', async () => {
    const { provider, send } = setup({ ...disconnected, status: 'reconnecting' })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toBe('from the frame')
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('from the frame')
    expect(send).toHaveBeenCalledTimes(2)
  })

  test('behavior: eth_accounts is the connected EVM address, or nothing', async () => {
    const { provider, send, current } = setup(connected)
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([address])
    // A Solana connection made current: the EVM provider still reports its own account.
    current.state = {
      ...connected,
      namespace: 'solana',
      address: 'So1ana',
      caipNetworkId: 'solana:local',
      accounts: {
        ...connected.accounts,
        solana: {
          address: 'So1ana',
          caipAddress: 'solana:local:So1ana',
          caipNetworkId: 'solana:local',
        },
      },
    }
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([address])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x89')
    current.state = disconnected
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(send).not.toHaveBeenCalled()
  })

  test('behavior: cheap reads wait for ready', async () => {
    let markReady = () => {}
    const ready = new Promise<void>((resolve) => {
      markReady = resolve
    })
    const { provider, current } = setup(null, ready)
    const chainId = provider.request({ method: 'eth_chainId' })
    const seen = vi.fn()
    chainId.then(seen)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(seen).not.toHaveBeenCalled()
    current.state = connected
    markReady()
    await expect(chainId).resolves.toBe('0x89')
  })

  test('behavior: eth_chainId without an EVM network asks the frame', async () => {
    const { provider, send } = setup({
      ...disconnected,
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('from the frame')
    expect(send).toHaveBeenCalledWith({ method: 'eth_chainId' })
  })

  test('behavior: other methods go to the frame and its errors keep their codes', async () => {
    const { provider, send } = setup(connected)
    const request = { method: 'personal_sign', params: ['0x68656c6c6f', address] }
    await expect(provider.request(request)).resolves.toBe('from the frame')
    expect(send).toHaveBeenCalledWith(request)
    send.mockRejectedValueOnce(fromErrorData({ code: 4001, message: 'User rejected the request.' }))
    await expect(provider.request(request)).rejects.toMatchObject({
      code: 4001,
      name: 'UserRejectedRequestError',
    })
  })

  test('error: a request that fails because the frame never got ready rejects with that error', async () => {
    const failure = fromErrorData({ code: 5102, message: 'not ready' })
    const { provider } = setup(null, Promise.reject(failure))
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toBe(failure)
  })

  test('error: a request without a method is refused with -32602', async () => {
    const { provider, send } = setup(connected)
    // @ts-expect-error: a caller without types
    await expect(provider.request(undefined)).rejects.toMatchObject({ code: -32602 })
    // @ts-expect-error: a caller without types
    await expect(provider.request({ method: 42 })).rejects.toMatchObject({ code: -32602 })
    expect(send).not.toHaveBeenCalled()
  })

  test('behavior: update emits the snapshot events to listeners until they are removed', () => {
    const { provider, update } = setup(null)
    const onConnect = vi.fn()
    const onAccounts = vi.fn()
    const onChain = vi.fn()
    provider.on('connect', onConnect).on('accountsChanged', onAccounts).on('chainChanged', onChain)
    update(disconnected, connected)
    expect(onConnect).toHaveBeenCalledWith({ chainId: '0x89' })
    expect(onAccounts).toHaveBeenCalledWith([address])
    provider.removeListener('chainChanged', onChain)
    update(connected, {
      ...connected,
      caipNetworkId: 'eip155:1',
      accounts: {
        eip155: { address, caipAddress: `eip155:1:${address}`, caipNetworkId: 'eip155:1' },
      },
    })
    expect(onChain).not.toHaveBeenCalled()
  })

  test('behavior: clear removes every listener', () => {
    const { provider, update, clear } = setup(null)
    const onDisconnect = vi.fn()
    provider.on('disconnect', onDisconnect)
    clear()
    update(connected, disconnected)
    expect(onDisconnect).not.toHaveBeenCalled()
  })
})
