/**
 * Schemes that open the browser, the OS or another handler rather than a wallet app, refused
 * even in the shape of a wallet link.
 */
const RESERVED =
  /^(about|blob|chrome[a-z-]*|data|file|filesystem|ftp|http|intent|javascript|ms-[a-z0-9-]*|search(-ms)?|shell|vbscript|view-source|wss?)$/
/** A wallet app's scheme, as the registry lists them: lowercase letters, digits, hyphens. */
const WALLET_SCHEME = /^[a-z][a-z0-9-]{1,31}$/

/** True when `scheme` (without `:`) can be a wallet app's scheme in a pairing link. */
export function isWalletScheme(scheme: string): boolean {
  return WALLET_SCHEME.test(scheme) && !RESERVED.test(scheme)
}

/**
 * SECURITY #20: the URL the host may open for the frame, normalised, or `undefined`. An
 * allow-list: `https:` pages, `wc:` pairing URIs, and wallet deep links exactly as the frame
 * builds them from the registry (`<wallet-scheme>://…?uri=wc:…`: no other query, no
 * fragment, no credentials). Everything
 * else (`intent:`, `chrome:`, `ms-settings:`, `javascript:`, `data:`, `file:`, `blob:`, an
 * unknown scheme or a wallet scheme carrying anything but a pairing URI) is refused.
 *
 * @example
 * openableUrl('metamask://wc?uri=wc%3Aabc%402') // 'metamask://wc?uri=wc%3Aabc%402'
 * openableUrl('intent://wc?uri=wc%3Aa#Intent;scheme=x;end') // undefined
 */
export function openableUrl(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const scheme = parsed.protocol.slice(0, -1)
  if (scheme === 'https') return parsed.username || parsed.password ? undefined : parsed.href
  if (scheme === 'wc') return parsed.href
  if (!isWalletScheme(scheme)) return undefined
  const params = [...parsed.searchParams]
  const pairing =
    !parsed.hash &&
    !parsed.username &&
    !parsed.password &&
    params.length === 1 &&
    params[0]![0] === 'uri' &&
    params[0]![1].startsWith('wc:')
  return pairing ? parsed.href : undefined
}
