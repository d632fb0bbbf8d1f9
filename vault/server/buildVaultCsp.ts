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
 * A refusal page (`project` null) never names an origin a caller put in the URL (SECURITY #1):
 * its ancestors are the frame under any http(s) page, by scheme. It holds nothing and answers
 * only the frame (by origin and window) with the refusal, so the frame can say why at once
 * (SPEC §8 "unverified domain", "invalid app configuration"); under `'none'` it could only
 * time out as "iframe load failed" (docs/decisions/0026).
 */
export function buildVaultCsp({
  apiUrl,
  frameOrigin,
  project,
}: {
  apiUrl: string
  frameOrigin: string
  project: OriginPolicy | null
}) {
  const hosts = project
    ? buildFrameAncestors(resolveAllowedOrigins(project))
        .replace(/^frame-ancestors /, '')
        .split(' ')
        .filter((source) => source !== "'none'")
    : []
  const ancestors = [new URL(frameOrigin).origin, ...(project ? hosts : ['https:', 'http:'])]
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${new URL(apiUrl).origin}`,
    ['frame-ancestors', ...ancestors].join(' '),
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ')
}
