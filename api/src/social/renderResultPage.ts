import { randomBytes } from 'node:crypto'
import type { LoginSession } from './openLoginSession.ts'

/** What the callback page posts to its opener (the frame or vault that started the login). */
export type SocialResultMessage =
  | {
      type: 'porthole:social-result'
      ok: true
      state: string
      session: LoginSession
    }
  | {
      type: 'porthole:social-result'
      ok: false
      state: string
      error: { name: string; reason: string; message: string }
    }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * The small page the provider returns to: it posts `message` at exactly `targetOrigin`
 * (SECURITY #4) to its opener and the opener's frames (the vault nested in the frame), then
 * closes. Without an opener (the person opened the link
 * some other way) it only says what happened. Its CSP allows its one inline script by nonce.
 */
export function renderResultPage(
  message: SocialResultMessage | undefined,
  targetOrigin: string | undefined,
  text: string,
): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64')
  // JSON inside <script>: `<` escaped so no `</script>` can end it early.
  const data = JSON.stringify({ message, targetOrigin }).replace(/</g, '\\u003c')
  const script =
    message && targetOrigin
      ? `<script nonce="${nonce}">(function(){var d=${data};` +
        // The opener is the frame; the vault is nested in it. Each window gets the message
        // only if it is at targetOrigin, so posting to all of them reaches exactly that one.
        'var w=window.opener;if(w){var t=[w];for(var i=0;i<w.frames.length;i++)t.push(w.frames[i]);' +
        't.forEach(function(x){try{x.postMessage(d.message,d.targetOrigin)}catch(e){}});window.close();}' +
        '})();</script>'
      : ''
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<title>Porthole</title></head><body style="font-family:system-ui,sans-serif;padding:24px">' +
    `<p id="result">${escapeHtml(text)}</p>${script}</body></html>`
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
  return { html, csp }
}
