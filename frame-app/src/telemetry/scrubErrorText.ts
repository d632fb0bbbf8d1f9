const ADDRESS = /0x[0-9a-fA-F]{40,}/g
const URL_TAIL = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#'"<>]*)[?#][^\s'"<>:)]*/gi
const EMAIL = /[^\s@'"<>]+@[^\s@'"<>]+\.[a-z]{2,}/gi

/**
 * Error text without personal data: addresses, long hex (hashes, signatures) and e-mail
 * addresses replaced, query strings and fragments cut from URLs, length capped.
 */
export function scrubErrorText(text: string, max: number): string {
  return text.replace(ADDRESS, '0x…').replace(EMAIL, '…@…').replace(URL_TAIL, '$1').slice(0, max)
}
