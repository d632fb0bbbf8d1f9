import { buildFrameAncestors, matchAnyOrigin } from '@porthole/shared-protocol'

/**
 * The `Content-Security-Policy` value for the frame page requested with `referer` (the
 * embedding page, as the browser reports it), or undefined for no header. CSP host-sources
 * cannot name an IPv6 address: Chromium drops `http://[::1]:*` from frame-ancestors. So a
 * page on the IPv6 loopback that the allow-list admits gets no frame-ancestors and is judged
 * by the frame's own checks (every `location.ancestorOrigins` entry and the handshake origin),
 * as any other page is too. A Referer cannot be made to name [::1] by a page elsewhere.
 *
 * @example
 * frameAncestorsFor(['http://[::1]:*'], 'http://[::1]:3000/') // undefined
 * frameAncestorsFor(['https://shop.example'], undefined) // "frame-ancestors https://shop.example"
 */
export function frameAncestorsFor(allowed: string[], referer: string | undefined) {
  let origin = ''
  try {
    const url = new URL(referer ?? '')
    if (url.hostname === '[::1]') origin = url.origin
  } catch {}
  return origin && matchAnyOrigin(allowed, origin) ? undefined : buildFrameAncestors(allowed)
}
