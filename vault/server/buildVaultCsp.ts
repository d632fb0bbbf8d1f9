/**
 * The vault page's Content-Security-Policy (DESIGN "vault", SECURITY #21): its own scripts
 * only, `fetch` to the api only, embeddable by the frame origin only, nothing else.
 */
export function buildVaultCsp({ apiUrl, frameOrigin }: { apiUrl: string; frameOrigin: string }) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${new URL(apiUrl).origin}`,
    `frame-ancestors ${new URL(frameOrigin).origin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ')
}
