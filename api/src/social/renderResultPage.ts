import { randomBytes } from 'node:crypto'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * The small page the provider returns to: it says what happened and, when `close` is set (the
 * outcome is kept for the vault to claim), closes itself: the vault takes the login from the
 * api, never from this page, so it posts nothing and needs no opener (a provider page with
 * COOP same-origin leaves it none). Its CSP allows its one inline script by nonce.
 */
export function renderResultPage(text: string, close: boolean): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64')
  const script = close ? `<script nonce="${nonce}">window.close()</script>` : ''
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<title>Porthole</title></head><body style="font-family:system-ui,sans-serif;padding:24px">' +
    `<p id="result">${escapeHtml(text)}</p>${script}</body></html>`
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
  return { html, csp }
}
