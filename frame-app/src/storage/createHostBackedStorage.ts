import { createMapStorage, type KeyValueStorage } from './createMapStorage.ts'
import { isHostSafeKey } from './storageKeys.ts'

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
  return Object.assign(createMapStorage(memory, send), {
    load(entries: Record<string, string>) {
      for (const [key, value] of Object.entries(entries)) {
        if (!isHostSafeKey(key)) persist(key, null).catch(onError)
        else if (!memory.has(key)) memory.set(key, value)
      }
    },
  })
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
