import type { StorageLike } from '../../state/createFrameStorage.ts'

/** The key-value store shape the sign-client's `storage` option takes. */
export type WcKeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

const PREFIX = 'porthole:wc:'

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
        if (key?.startsWith(PREFIX)) all.push(key.slice(PREFIX.length))
      }
      return all
    } catch {
      return [...memory.keys()]
    }
  }
  const read = (key: string): string | null => {
    try {
      return storage ? storage.getItem(PREFIX + key) : (memory.get(key) ?? null)
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
        if (storage) return storage.setItem(PREFIX + key, text)
      } catch {
        // Full or blocked: keep it for this page's lifetime only.
      }
      memory.set(key, text)
    },
    removeItem: async (key) => {
      memory.delete(key)
      try {
        storage?.removeItem(PREFIX + key)
      } catch {
        // Nothing stored there to remove.
      }
    },
  }
}
