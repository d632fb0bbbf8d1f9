import { InternalRpcError, UserRejectedRequestError } from '@porthole/shared-protocol'

export type PopupWatch = {
  /** Rejects once the popup is gone (or never opened); never resolves. */
  gone: Promise<never>
  stop(): void
}

export type PopupWatchOptions = {
  /** How often the popup is looked at (ms). */
  intervalMs: number
  /** How long a popup may take to open before it counts as blocked (ms). */
  openWithinMs: number
}

export const DEFAULT_POPUP_WATCH: PopupWatchOptions = { intervalMs: 250, openWithinMs: 5000 }

/**
 * Watches the keys popup while a request waits on it, so that no request stays pending once
 * the popup cannot answer: closed before it answered (4001, as a rejection), or never opened
 * because the browser blocked it (-32603). `getPopup` reads the popup the SDK opened.
 */
export function watchPopup(
  getPopup: () => { closed: boolean } | null | undefined,
  options: PopupWatchOptions = DEFAULT_POPUP_WATCH,
): PopupWatch {
  let timer: ReturnType<typeof setInterval> | undefined
  const startedAt = Date.now()
  let seen = false
  const gone = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const popup = getPopup()
      if (popup && !popup.closed) {
        seen = true
        return
      }
      if (seen) {
        clearInterval(timer)
        reject(new UserRejectedRequestError(POPUP_CLOSED_MESSAGE))
      } else if (Date.now() - startedAt >= options.openWithinMs) {
        clearInterval(timer)
        reject(new InternalRpcError(POPUP_BLOCKED_MESSAGE))
      }
    }, options.intervalMs)
  })
  // Only a race reads it; a watch stopped before the popup went away never rejects.
  gone.catch(() => undefined)
  return { gone, stop: () => clearInterval(timer) }
}

export const POPUP_CLOSED_MESSAGE = 'The Coinbase Wallet window was closed before it answered.'
export const POPUP_BLOCKED_MESSAGE =
  'The browser blocked the Coinbase Wallet window: allow pop-ups for this site and try again.'
