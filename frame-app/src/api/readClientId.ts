import type { StorageLike } from '../storage/createFrameStorage.ts'
import { storageKeys } from '../storage/storageKeys.ts'

const KEY = storageKeys.clientId.key
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/**
 * The Data API `clientId` (SPEC §7; decision 0206): a random UUID kept in the frame's own
 * storage, so this browser keeps it on this host site across reloads. Blocked, full or absent
 * storage gives a fresh id for the page's life; a stored value that is not such a UUID is
 * replaced. Never written to the host page's storage.
 */
export function readClientId(
  storage: StorageLike | null,
  randomUUID: () => string = () => crypto.randomUUID(),
): string {
  try {
    const stored = storage?.getItem(KEY)
    if (stored && UUID.test(stored)) return stored
  } catch {
    // Storage blocked: an id for this page's life.
  }
  const id = randomUUID()
  try {
    storage?.setItem(KEY, id)
  } catch {
    // Storage full or blocked: the next page load gets another id.
  }
  return id
}
