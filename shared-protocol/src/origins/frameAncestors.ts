import { DEFAULT_ALLOWED_ORIGINS, originPatternToRegExp } from './matchOrigin.ts'

export type OriginPolicy = { allowedOrigins: readonly string[]; useDefaultOrigins: boolean }

/** SPEC §6: the default ancestors (unless the project turns them off) plus the project's own. */
export function resolveAllowedOrigins(policy: OriginPolicy): string[] {
  const patterns = policy.useDefaultOrigins
    ? [...DEFAULT_ALLOWED_ORIGINS, ...policy.allowedOrigins]
    : [...policy.allowedOrigins]
  return [...new Set(patterns.map((pattern) => pattern.toLowerCase()))]
}

/**
 * The `Content-Security-Policy: frame-ancestors` value for an allow-list of origin patterns.
 * CSP only understands a wildcard as the leftmost label (`https://*.vercel.app`) or as the
 * port (`http://localhost:*`); a wildcard deeper in the host (`https://app.*.example.com`)
 * is widened to the leftmost form above it. The frame still checks the exact pattern
 * against the handshake origin and `location.ancestorOrigins`, so widening never lets an
 * unlisted page talk to the frame. An empty list gives `'none'`.
 * @example
 * buildFrameAncestors(resolveAllowedOrigins({ allowedOrigins: ['https://shop.example'], useDefaultOrigins: false }))
 * // "frame-ancestors https://shop.example"
 */
export function buildFrameAncestors(patterns: readonly string[]): string {
  const sources = new Set<string>()
  for (const pattern of patterns) {
    originPatternToRegExp(pattern)
    // CSP cannot name an IPv6 address (browsers reject `http://[::1]` with a console error);
    // the frame server handles [::1] pages itself (frame-app/server/frameAncestorsFor.ts).
    if (!pattern.includes('[')) sources.add(toHostSource(pattern.toLowerCase()))
  }
  return sources.size === 0 ? "frame-ancestors 'none'" : `frame-ancestors ${[...sources].join(' ')}`
}

function toHostSource(pattern: string): string {
  const [scheme, rest = ''] = pattern.split('://')
  const portAt = rest.lastIndexOf(':')
  const host = portAt === -1 ? rest : rest.slice(0, portAt)
  const port = portAt === -1 ? '' : rest.slice(portAt)
  const labels = host.split('.')
  const lastWildcard = labels.lastIndexOf('*')
  const cspHost = lastWildcard === -1 ? host : ['*', ...labels.slice(lastWildcard + 1)].join('.')
  return `${scheme}://${cspHost}${port}`
}
