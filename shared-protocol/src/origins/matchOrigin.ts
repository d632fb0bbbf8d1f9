/**
 * Origin allow-lists (SPEC §5, §6; SECURITY.md #6).
 * A pattern is `scheme://host[:port]`. In the host, `*` stands for one or more whole DNS
 * labels; as the port, `*` stands for any explicit port. The scheme must match exactly.
 * Origins are compared in their canonical form: no path, no userinfo, no trailing dot.
 */

/** SPEC §6: ancestors allowed for every project unless it turns the defaults off. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost',
  'http://localhost:*',
  'https://localhost',
  'https://localhost:*',
  // Loopback addresses are localhost too: many dev servers print http://127.0.0.1:PORT.
  'http://127.0.0.1',
  'http://127.0.0.1:*',
  'https://127.0.0.1',
  'https://127.0.0.1:*',
  'http://[::1]',
  'http://[::1]:*',
  'https://[::1]',
  'https://[::1]:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
]

const label = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?'
// The one IPv6 host a pattern or origin may name: the loopback address.
const ipv6Loopback = '\\[::1\\]'
const patternShape = new RegExp(
  `^(https?)://(${ipv6Loopback}|(?:\\*|${label})(?:\\.(?:\\*|${label}))*)(?::(\\*|[0-9]{1,5}))?$`,
)
const originShape = new RegExp(
  `^(https?)://(${ipv6Loopback}|${label}(?:\\.${label})*)(?::([0-9]{1,5}))?$`,
)

export class InvalidOriginPatternError extends Error {
  override name = 'InvalidOriginPatternError'
  constructor(pattern: string) {
    super(`Invalid origin pattern "${pattern}": expected scheme://host[:port], * as whole labels.`)
  }
}

/** Compile a pattern to an anchored RegExp (usable as a penpal `allowedOrigins` entry). */
export function originPatternToRegExp(pattern: string): RegExp {
  const match = patternShape.exec(pattern.toLowerCase())
  if (!match) throw new InvalidOriginPatternError(pattern)
  const [, scheme, host = '', port] = match
  const hostSource =
    host === '[::1]'
      ? ipv6Loopback
      : host
          .split('.')
          .map((part) => (part === '*' ? `${label}(?:\\.${label})*` : part))
          .join('\\.')
  const portSource = port === undefined ? '' : port === '*' ? ':[0-9]{1,5}' : `:${port}`
  return new RegExp(`^${scheme}://${hostSource}${portSource}$`)
}

/** True when `origin` is a canonical origin matched by `pattern`. Never throws. */
export function matchOrigin(pattern: string, origin: string): boolean {
  const normalized = origin.toLowerCase()
  if (!originShape.test(normalized)) return false
  try {
    return originPatternToRegExp(pattern).test(normalized)
  } catch {
    return false
  }
}

/** True when any pattern matches. */
export function matchAnyOrigin(patterns: readonly string[], origin: string): boolean {
  return patterns.some((pattern) => matchOrigin(pattern, origin))
}
