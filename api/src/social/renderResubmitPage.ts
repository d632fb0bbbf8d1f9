import { randomBytes } from 'node:crypto'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The field that marks the form as sent again from the api's own page. */
export const RESUBMITTED = 'porthole_resubmitted'

/**
 * Apple answers with a cross-site form POST (`response_mode=form_post`), on which the browser
 * sends no SameSite=Lax cookie: this page posts the same form again from the api origin, a
 * same-site POST that carries the attempt's cookie (SECURITY #24).
 */
export function renderResubmitPage(
  action: string,
  form: URLSearchParams,
): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64')
  const inputs = [...form, [RESUBMITTED, '1']]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name ?? '')}" value="${escapeHtml(value ?? '')}">`,
    )
    .join('')
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Porthole</title></head>' +
    `<body><form method="post" action="${escapeHtml(action)}">${inputs}` +
    '<noscript><button type="submit">Continue</button></noscript></form>' +
    `<script nonce="${nonce}">document.forms[0].submit()</script></body></html>`
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`
  return { html, csp }
}
