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
  test('default: keeps the connector rdns and the active network id', () => {
    const storage = createFrameStorage(memory())
    storage.setConnectorRdns('dev.porthole.devwallet')
    storage.setActiveNetworkId('eip155:31338')
    expect(storage.getConnectorRdns()).toBe('dev.porthole.devwallet')
    expect(storage.getActiveNetworkId()).toBe('eip155:31338')
    expect(storage.isAvailable()).toBe(true)
    storage.setConnectorRdns(null)
    expect(storage.getConnectorRdns()).toBeNull()
  })

  test('error: storage that throws reads as empty and never throws', () => {
    const storage = createFrameStorage(throwing)
    expect(() => storage.setConnectorRdns('x')).not.toThrow()
    expect(() => storage.setConnectorRdns(null)).not.toThrow()
    expect(storage.getConnectorRdns()).toBeNull()
    expect(storage.isAvailable()).toBe(false)
  })

  test('param: no storage at all (blocked) reads as empty', () => {
    expect(createFrameStorage(null).getActiveNetworkId()).toBeNull()
    expect(createFrameStorage(null).isAvailable()).toBe(false)
  })
})
