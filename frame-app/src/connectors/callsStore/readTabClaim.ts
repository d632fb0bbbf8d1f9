import type { StorageLike } from '../../storage/createFrameStorage.ts'

const KEY = 'porthole:callsClaim'

/**
 * This tab's claim on the batches it sends (`createCallsStore`): kept in the frame's session
 * storage, which a reload keeps and another tab does not share, so the frame after a reload
 * can say its tab's batch stopped. A fresh one each call where that storage is blocked (a
 * reload then leaves the batch to its lease).
 */
export function readTabClaim(session: StorageLike | null): string {
  try {
    const held = session?.getItem(KEY)
    if (held) return held
    const claim = crypto.randomUUID()
    session?.setItem(KEY, claim)
    return claim
  } catch {
    return crypto.randomUUID()
  }
}

/** The frame's session storage, null where reading it throws (storage blocked). */
export function frameSessionStorage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}
