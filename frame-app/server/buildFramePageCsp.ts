/** WalletConnect's relay when the deployment names none (the sign-client's default). */
const DEFAULT_RELAYS = ['wss://relay.walletconnect.org', 'wss://relay.walletconnect.com']
/** WalletConnect's verify service: the dapp-side sign-client frames it and fetches its key. */
const VERIFY = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com']
/** A CSP source expression for an origin: scheme, host (or `*.` labels), optional port or `:*`. */
const SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i

export type FramePageCspOptions = {
  /**
   * The `frame-ancestors …` directive built from the project's allow-list; undefined leaves
   * it out (an allowed [::1] page, which CSP cannot name: `frameAncestorsFor`).
   */
  frameAncestors: string | undefined
  apiUrl?: string | undefined
  relayUrl?: string | undefined
  /** The vault's origin: the one more page the frame may nest. */
  vaultUrl?: string | undefined
  /**
   * More origins the frame may fetch from (`connect-src`), e.g. a local chain's
   * `http://127.0.0.1:*` in development. Each is one source expression.
   */
  connectSources?: readonly string[] | undefined
}

const originOf = (url: string) => new URL(url).origin

/**
 * The frame page's Content-Security-Policy (SECURITY #19): scripts only from the frame's own
 * origin (no inline script, no eval; the injected config is inert JSON), no plugins, no
 * `<base>`, no form posts, frames only WalletConnect's verify page and the vault, and `connect-src` listing
 * the api, the relay, verify and `https:` (the host's networks name their RPC endpoints at
 * run time); plain `http:`/`ws:` only for what the deployment lists.
 */
export function buildFramePageCsp(options: FramePageCspOptions): string {
  const extra = options.connectSources ?? []
  for (const source of extra) {
    if (!SOURCE.test(source)) throw new TypeError(`Not a CSP origin source: ${source}`)
  }
  const api = options.apiUrl ? [originOf(options.apiUrl)] : []
  const relays = options.relayUrl ? [originOf(options.relayUrl)] : DEFAULT_RELAYS
  const directives = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${api.join(' ')}`.trim(),
    "font-src 'self'",
    ["connect-src 'self'", ...api, ...relays, ...VERIFY, 'https:', ...extra].join(' '),
    ['frame-src', ...VERIFY, ...(options.vaultUrl ? [originOf(options.vaultUrl)] : [])].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    options.frameAncestors,
  ]
  return directives.filter(Boolean).join('; ')
}
