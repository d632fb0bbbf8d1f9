import { describe, expect, test, vi } from 'vitest'
import { watchHostWallet } from './watchHostWallet.ts'

function fakeWallet() {
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  return {
    request: async () => null,
    on: (event: string, listener: (data: unknown) => void) =>
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event: string, listener: (data: unknown) => void) =>
      listeners.get(event)?.delete(listener),
    emit: (event: string, data: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(data)
    },
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}

describe('watchHostWallet', () => {
  test('default: pushes the four EIP-1193 events with the wallet uuid', () => {
    const wallet = fakeWallet()
    const push = vi.fn()
    watchHostWallet('mm', wallet, push)
    wallet.emit('accountsChanged', ['0xabc'])
    wallet.emit('chainChanged', '0x89')
    wallet.emit('connect', { chainId: '0x89' })
    wallet.emit('message', { type: 'eth_subscription' })
    expect(push.mock.calls.map(([event]) => event)).toEqual([
      { uuid: 'mm', event: 'accountsChanged', data: ['0xabc'] },
      { uuid: 'mm', event: 'chainChanged', data: '0x89' },
      { uuid: 'mm', event: 'connect', data: { chainId: '0x89' } },
    ])
  })

  test('behavior: a disconnect error is sent as { code, message }', () => {
    const wallet = fakeWallet()
    const push = vi.fn()
    watchHostWallet('mm', wallet, push)
    wallet.emit('disconnect', Object.assign(new Error('Disconnected'), { code: 4900 }))
    expect(push).toHaveBeenCalledWith({
      uuid: 'mm',
      event: 'disconnect',
      data: { code: 4900, message: 'Disconnected' },
    })
  })

  test('behavior: the returned function unsubscribes everything', () => {
    const wallet = fakeWallet()
    const push = vi.fn()
    const unwatch = watchHostWallet('mm', wallet, push)
    expect(wallet.count()).toBe(4)
    unwatch()
    expect(wallet.count()).toBe(0)
    wallet.emit('accountsChanged', [])
    expect(push).not.toHaveBeenCalled()
  })
})
