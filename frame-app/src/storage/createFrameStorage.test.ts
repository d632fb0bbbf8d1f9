import { describe, expect, test } from 'vitest'
import { createFrameStorage } from './createFrameStorage.ts'

function memory() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

const throwing = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError')
  },
}

describe('createFrameStorage', () => {
  test('default: keeps the connected wallets (current first) and the active network id', () => {
    const storage = createFrameStorage(memory())
    const wallets = [
      { namespace: 'solana' as const, wallet: 'Dev Solana Wallet' },
      { namespace: 'eip155' as const, wallet: 'dev.porthole.devwallet' },
    ]
    storage.setConnectedWallets(wallets)
    storage.setActiveNetworkId('eip155:31338')
    expect(storage.getConnectedWallets()).toEqual(wallets)
    expect(storage.getActiveNetworkId()).toBe('eip155:31338')
    expect(storage.isAvailable()).toBe(true)
    storage.setConnectedWallets([])
    expect(storage.getConnectedWallets()).toEqual([])
  })

  test('error: a stored value that is not the wallet list reads as none', () => {
    const backing = memory()
    const storage = createFrameStorage(backing)
    for (const raw of [
      'dev.porthole.devwallet',
      '{"eip155":1}',
      '[{"namespace":"cosmos","wallet":"x"}]',
    ]) {
      backing.setItem('porthole:connectedWallets', raw)
      expect(storage.getConnectedWallets()).toEqual([])
    }
  })

  test('behavior: a sent payment is kept per order until cleared; one unreadable reads as none', () => {
    const backing = memory()
    const storage = createFrameStorage(backing)
    const sent = { claim: crypto.randomUUID(), hash: `0x${'ab'.repeat(32)}` }
    storage.setSentPayment('order-1', sent)
    expect(storage.getSentPayment('order-1')).toEqual(sent)
    expect(storage.getSentPayment('order-2')).toBeNull()
    storage.setSentPayment('order-1', null)
    expect(storage.getSentPayment('order-1')).toBeNull()
    backing.setItem('porthole:pay:sent:order-3', '{"claim":"c","hash":"0x12"}')
    expect(storage.getSentPayment('order-3')).toBeNull()
  })

  test('error: storage that throws reads as empty and never throws', () => {
    const storage = createFrameStorage(throwing)
    expect(() => storage.setConnectedWallets([{ namespace: 'eip155', wallet: 'x' }])).not.toThrow()
    expect(() => storage.setConnectedWallets([])).not.toThrow()
    expect(storage.getConnectedWallets()).toEqual([])
    expect(storage.isAvailable()).toBe(false)
  })

  test('param: no storage at all (blocked) reads as empty', () => {
    expect(createFrameStorage(null).getActiveNetworkId()).toBeNull()
    expect(createFrameStorage(null).isAvailable()).toBe(false)
  })
})
