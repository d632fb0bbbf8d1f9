const ADDRESS = /0x[0-9a-fA-F]{40,}/g
/** Base58 runs as long as a Solana address or signature (32 bytes and more). */
const BASE58 = /\b[1-9A-HJ-NP-Za-km-z]{32,}\b/g
const EMAIL = /[^\s@'"<>]+@[^\s@'"<>]+\.[a-z]{2,}/gi
/** A URL: its origin, then the rest (path, query, fragment) up to a space or quote. */
const URL_PARTS = /\b([a-z][a-z0-9+.-]*:\/\/[^\s/?#'"<>]+)([^\s'"<>)]*)/gi
/** The frame's own hashed bundles (`/assets/index-3f2a.js:1:200`): kept, for stack traces. */
const BUNDLE = /^\/assets\/[\w.-]+\.js(:\d+)*$/

/**
 * Error text without personal data: EVM and Solana addresses, long hex and base58 (hashes,
 * signatures) and e-mail addresses replaced, URLs cut to their origin (paths can name
 * accounts), except the frame's own bundle files in stack traces; length capped.
 */
export function scrubErrorText(text: string, max: number): string {
  return text
    .replace(URL_PARTS, (_, origin: string, rest: string) =>
      BUNDLE.test(rest.replace(/[?#][^:]*/, '')) ? origin + rest.replace(/[?#][^:]*/, '') : origin,
    )
    .replace(EMAIL, '…@…')
    .replace(ADDRESS, '0x…')
    .replace(BASE58, '…')
    .slice(0, max)
}
