import { isHostSafeKey } from './storageKeys.ts'

/** The Web Storage subset the frame's stores use (sync reads, enumeration for WalletConnect). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & {
  readonly length: number
}

/**
 * Storage kept in the host page's first-party storage (SECURITY.md #7): reads are served from
 * memory, filled once from READY's answer (`load`); writes update memory at once and go to
 * the host with `persist` (STORAGE_SET). Used when the frame's own storage is blocked
 * (third-party storage off, Safari ITP), so a reload can still restore the connection.
 * Only harmless preferences reach the host (`isHostSafeKey`): any other key stays in memory
 * for the page's life, and one found in READY's entries (written by an older frame) is
 * ignored and erased from the host.
 */
export function createHostBackedStorage(
  persist: (key: string, value: string | null) => Promise<unknown>,
  onError: (error: unknown) => void,
): KeyValueStorage & { load(entries: Record<string, string>): void } {
  const memory = new Map<string, string>()
  const send = (key: string, value: string | null) => {
    if (isHostSafeKey(key)) persist(key, value).catch(onError)
  }
  return {
    get length() {
      return memory.size
    },
    key: (index) => [...memory.keys()][index] ?? null,
    getItem: (key) => memory.get(key) ?? null,
    setItem(key, value) {
      const text = String(value)
      if (memory.get(key) === text) return
      memory.set(key, text)
      send(key, text)
    },
    removeItem(key) {
      if (!memory.delete(key)) return
      send(key, null)
    },
    load(entries) {
      for (const [key, value] of Object.entries(entries)) {
        if (!isHostSafeKey(key)) persist(key, null).catch(onError)
        else if (!memory.has(key)) memory.set(key, value)
      }
    },
  }
}

/** The frame's own localStorage when it works here, else null (blocked, throws, or absent). */
export function usableLocalStorage(win: Window): Storage | null {
  try {
    const storage = win.localStorage
    const probe = 'porthole:probe'
    storage.setItem(probe, '1')
    const works = storage.getItem(probe) === '1'
    storage.removeItem(probe)
    return works ? storage : null
  } catch {
    return null
  }
}
