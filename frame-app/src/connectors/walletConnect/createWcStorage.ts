import type { SignClient } from '@walletconnect/sign-client'
import type { StorageLike } from '../../storage/createFrameStorage.ts'
import { storageKeys } from '../../storage/storageKeys.ts'

/** The key-value store the sign-client's `storage` option takes. */
export type WcKeyValueStorage = NonNullable<
  NonNullable<Parameters<typeof SignClient.init>[0]>['storage']
>

const PREFIX = storageKeys.walletConnectStore.key
// Stored keys keep to [A-Za-z0-9:._@-] (what host-backed storage accepts): the sign-client's
// `//` separators are escaped, reversibly.
const encodeKey = (key: string) => PREFIX + key.replaceAll('_', '__').replaceAll('/', '_s')
const decodeKey = (stored: string) =>
  stored.slice(PREFIX.length).replace(/_(_|s)/g, (_, c: string) => (c === '_' ? '_' : '/'))

/**
 * The sign-client's storage in the frame's localStorage (partitioned per host site, possibly
 * wiped: SECURITY.md #7), under one prefix, as JSON. When storage throws or is missing, the
 * session lives in memory and a reload starts disconnected.
 */
export function createWcStorage(
  storage: (StorageLike & { readonly length: number; key(index: number): string | null }) | null,
): WcKeyValueStorage {
  const memory = new Map<string, string>()
  const keys = (): string[] => {
    try {
      if (!storage) return [...memory.keys()]
      const all: string[] = []
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)
        if (key?.startsWith(PREFIX)) all.push(decodeKey(key))
      }
      return all
    } catch {
      return [...memory.keys()]
    }
  }
  const read = (key: string): string | null => {
    try {
      return storage ? storage.getItem(encodeKey(key)) : (memory.get(key) ?? null)
    } catch {
      return memory.get(key) ?? null
    }
  }
  const parse = <T>(text: string | null): T | undefined => {
    if (text === null) return undefined
    try {
      return JSON.parse(text) as T
    } catch {
      return undefined
    }
  }
  return {
    getKeys: async () => keys(),
    getEntries: async <T>() => keys().map((key) => [key, parse<T>(read(key)) as T] as [string, T]),
    getItem: async <T>(key: string) => parse<T>(read(key)),
    setItem: async (key, value) => {
      const text = JSON.stringify(value)
      try {
        if (storage) return storage.setItem(encodeKey(key), text)
      } catch {
        // Full or blocked: keep it for this page's lifetime only.
      }
      memory.set(key, text)
    },
    removeItem: async (key) => {
      memory.delete(key)
      try {
        storage?.removeItem(encodeKey(key))
      } catch {
        // Nothing stored there to remove.
      }
    },
  }
}
