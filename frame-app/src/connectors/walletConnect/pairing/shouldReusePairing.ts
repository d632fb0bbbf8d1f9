import { PAIRING_EXPIRY_MS, PAIRING_EXPIRY_TOLERANCE_MS } from '@porthole/shared-protocol'

/** SPEC §9: a pairing URI lives 4 minutes; one with 10 s or less left counts as expired. */
export { PAIRING_EXPIRY_MS, PAIRING_EXPIRY_TOLERANCE_MS }

/** The expiry timestamp (ms) of a pairing created at `now`. */
export function getPairingExpiry(now: number, expiryMs = PAIRING_EXPIRY_MS): number {
  return now + expiryMs
}

/** True when `expiry` is missing or at most 10 s away. */
export function isPairingExpired(expiry: number | null, now: number): boolean {
  return expiry === null || expiry - now <= PAIRING_EXPIRY_TOLERANCE_MS
}

/**
 * iOS Safari and Telegram's in-app browser: there, opening a wallet must happen inside the tap
 * with no pairing round trip in between, so a pending pairing is reused (SPEC §4).
 */
export function isReusePairingPlatform(userAgent: string): boolean {
  if (/Telegram/i.test(userAgent)) return true
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent)
  return ios && /Safari/.test(userAgent) && !otherBrowser
}

export type PendingPairing = { expiry: number; shown: boolean }

/**
 * Whether a connect attempt may use the pending pairing instead of creating a new one: never
 * when it has expired; always when no one has seen it yet (it was created ahead of the tap);
 * after it was shown once, only on iOS Safari and in Telegram (SPEC §4).
 */
export function shouldReusePairing(input: {
  pending: PendingPairing | null
  now: number
  userAgent: string
}): boolean {
  const { pending, now, userAgent } = input
  if (!pending || isPairingExpired(pending.expiry, now)) return false
  return !pending.shown || isReusePairingPlatform(userAgent)
}
