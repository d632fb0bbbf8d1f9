import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** One cookie per attempt, so two logins started in two tabs do not undo each other. */
const cookieName = (state: string) => `porthole_social_${sha256(state).slice(0, 16)}`

/** A fresh browser key and its SHA-256, which is all the api keeps. */
export function createBrowserKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url')
  return { key, hash: sha256(key) }
}

/**
 * Binds an attempt to this browser (SECURITY #24): its key in an HttpOnly, SameSite=Lax
 * cookie on the api origin, scoped to the login pages and living as long as the attempt.
 * Lax, not Strict: the provider sends the browser back with a cross-site navigation.
 */
export function setBrowserKey(
  c: Context,
  { state, key, maxAgeSeconds, secure }: BrowserCookie,
): void {
  setCookie(c, cookieName(state), key, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/auth/social',
    maxAge: maxAgeSeconds,
  })
}

type BrowserCookie = { state: string; key: string; maxAgeSeconds: number; secure: boolean }

/** Whether this request comes from the browser the attempt was bound to. */
export function isBoundBrowser(c: Context, state: string, browserKeyHash: string | null): boolean {
  const key = getCookie(c, cookieName(state))
  return browserKeyHash !== null && key !== undefined && sha256(key) === browserKeyHash
}

/** Whether the request carries the attempt's cookie at all (Apple's form POST is cross-site). */
export const hasBrowserKey = (c: Context, state: string): boolean =>
  getCookie(c, cookieName(state)) !== undefined
