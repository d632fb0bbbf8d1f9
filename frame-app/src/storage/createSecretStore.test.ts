import { describe, expect, test } from 'vitest'
import { testMemoryStorage } from '#test/testMemoryStorage.ts'
import { createSecretStore } from './createSecretStore.ts'

const refusing = {
  requestStorageAccess: async () => {
    throw new DOMException('requestStorageAccess not allowed', 'NotAllowedError')
  },
}
const permissions = (state: PermissionState) => ({
  query: async () => ({ state }) as PermissionStatus,
})

describe('createSecretStore', () => {
  test('default: with frame storage, secrets go there and the store says so', async () => {
    const frame = testMemoryStorage()
    const store = createSecretStore({ frameStorage: frame, document: refusing, onError: () => {} })
    await store.ready
    store.setItem('porthole:wc:keychain', '{}')
    expect(frame.getItem('porthole:wc:keychain')).toBe('{}')
    expect(store.persistence()).toBe('frame')
    expect(await store.requestAccess()).toBe('frame')
  })

  test('behavior: without frame storage, secrets live in memory for the page', async () => {
    const store = createSecretStore({
      frameStorage: null,
      document: refusing,
      permissions: permissions('prompt'),
      onError: () => {},
    })
    await store.ready
    store.setItem('a', '1')
    store.setItem('b', '2')
    store.removeItem('a')
    expect(store.getItem('b')).toBe('2')
    expect(store.length).toBe(1)
    expect(store.key(0)).toBe('b')
    expect(store.persistence()).toBe('page')
  })

  test('error: a refused Storage Access request keeps the page-only store, nothing thrown', async () => {
    const errors: unknown[] = []
    const store = createSecretStore({
      frameStorage: null,
      document: refusing,
      permissions: permissions('prompt'),
      onError: (error) => errors.push(error),
    })
    const notified: string[] = []
    store.subscribe(() => notified.push(store.persistence()))
    store.setItem('a', '1')
    expect(await store.requestAccess()).toBe('page')
    expect(store.getItem('a')).toBe('1')
    expect(notified).toEqual([])
    expect(errors).toEqual([])
  })

  test('behavior: a browser without the Storage Access API keeps secrets for the page', async () => {
    const store = createSecretStore({ frameStorage: null, document: {}, onError: () => {} })
    await store.ready
    expect(await store.requestAccess()).toBe('page')
  })
})
