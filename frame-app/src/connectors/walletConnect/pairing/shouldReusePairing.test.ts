import { describe, expect, test } from 'vitest'
import {
  getPairingExpiry,
  isPairingExpired,
  isReusePairingPlatform,
  PAIRING_EXPIRY_MS,
  shouldReusePairing,
} from './shouldReusePairing.ts'

const iosSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const iosChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1'
const telegram =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.11.1'
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'

describe('isPairingExpired', () => {
  test('default: a pairing lives 4 minutes', () => {
    expect(getPairingExpiry(1_000)).toBe(1_000 + 240_000)
    expect(PAIRING_EXPIRY_MS).toBe(240_000)
  })
  test('behavior: expired with 10 s or less left, or with no expiry', () => {
    expect(isPairingExpired(100_000, 89_999)).toBe(false)
    expect(isPairingExpired(100_000, 90_000)).toBe(true)
    expect(isPairingExpired(100_000, 120_000)).toBe(true)
    expect(isPairingExpired(null, 0)).toBe(true)
  })
})

describe('isReusePairingPlatform', () => {
  test('behavior: iOS Safari and Telegram reuse; other browsers do not', () => {
    expect(isReusePairingPlatform(iosSafari)).toBe(true)
    expect(isReusePairingPlatform(telegram)).toBe(true)
    expect(isReusePairingPlatform(iosChrome)).toBe(false)
    expect(isReusePairingPlatform(desktopChrome)).toBe(false)
  })
})

describe('shouldReusePairing', () => {
  const pending = (shown: boolean) => ({ expiry: 300_000, shown })
  test('default: no pending pairing means a new one', () => {
    expect(shouldReusePairing({ pending: null, now: 0, userAgent: iosSafari })).toBe(false)
  })
  test('behavior: a pairing prepared ahead of the tap and never shown is used everywhere', () => {
    expect(shouldReusePairing({ pending: pending(false), now: 0, userAgent: desktopChrome })).toBe(
      true,
    )
  })
  test('behavior: a pairing already shown is reused only on iOS Safari and in Telegram', () => {
    expect(shouldReusePairing({ pending: pending(true), now: 0, userAgent: desktopChrome })).toBe(
      false,
    )
    expect(shouldReusePairing({ pending: pending(true), now: 0, userAgent: iosSafari })).toBe(true)
    expect(shouldReusePairing({ pending: pending(true), now: 0, userAgent: telegram })).toBe(true)
  })
  test('behavior: an expired pairing is never reused, even on iOS Safari', () => {
    expect(
      shouldReusePairing({ pending: pending(false), now: 295_000, userAgent: iosSafari }),
    ).toBe(false)
  })
})
