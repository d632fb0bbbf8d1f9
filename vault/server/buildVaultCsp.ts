import {
  buildFrameAncestors,
  type OriginPolicy,
  resolveAllowedOrigins,
} from '@porthole/shared-protocol'

/**
 * The vault page's Content-Security-Policy (DESIGN "vault", SECURITY #21): its own scripts
 * only, `fetch` to the api only, nothing else. CSP's `frame-ancestors` is checked against
 * every ancestor, so it names the frame origin (the vault's only parent, which the vault also
 * checks on every message) plus the project's host origins the frame itself may sit in.
 */
export function buildVaultCsp({
  apiUrl,
  frameOrigin,
  project,
}: {
  apiUrl: string
  frameOrigin: string
  project: OriginPolicy
}) {
  const hosts = buildFrameAncestors(resolveAllowedOrigins(project))
    .replace(/^frame-ancestors /, '')
    .split(' ')
    .filter((source) => source !== "'none'")
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${new URL(apiUrl).origin}`,
    ['frame-ancestors', new URL(frameOrigin).origin, ...hosts].join(' '),
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ')
}
