import { VAULT_TIMEOUTS } from '@porthole/shared-protocol'

/** How often the vault says READY again while the frame has not spoken to it yet. */
export const READY_REPEAT_MS = 1_000

/**
 * Says READY to the frame now, and again every READY_REPEAT_MS until `heard()` (the frame's
 * first request reached the vault) or for as long as the frame waits for it
 * (`VAULT_TIMEOUTS.loadMs`). A new vault's first message to its parent was seen lost under
 * load in Chromium (the vault had posted it; the frame's window never got it), and the frame
 * then failed the login after 20 s with "The secure wallet failed to load". The frame takes a
 * READY more than once as one.
 * @example
 * const announcing = announceReady(() => post({ type: 'READY', payload: { version: '4' } }))
 * // on the frame's first request:
 * announcing.heard()
 */
export function announceReady(
  say: () => void,
  options: { repeatMs?: number; forMs?: number } = {},
): { heard(): void } {
  const { repeatMs = READY_REPEAT_MS, forMs = VAULT_TIMEOUTS.loadMs } = options
  say()
  const repeat = setInterval(say, repeatMs)
  const stop = () => {
    clearInterval(repeat)
    clearTimeout(limit)
  }
  const limit = setTimeout(stop, forMs)
  return { heard: stop }
}
