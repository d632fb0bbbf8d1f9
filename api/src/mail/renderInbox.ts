import type { DevMail } from './DevMail.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The dev inbox page: newest mail first, the code large; reloads itself every 3 s. */
export function renderInbox(mails: readonly DevMail[]): string {
  const items = mails
    .map((mail) => {
      const code = mail.text.match(/\b(\d{6})\b/)?.[1]
      return `<li><div class="meta">${escapeHtml(mail.receivedAt)} · to ${escapeHtml(mail.to.join(', '))}</div>
<div class="subject">${escapeHtml(mail.subject)}</div>${code ? `<div class="code">${code}</div>` : ''}
<pre>${escapeHtml(mail.text)}</pre></li>`
    })
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="3"><title>Porthole dev inbox</title>
<style>body{font:16px system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}
li{list-style:none;border:1px solid #ccc;border-radius:8px;padding:.75rem;margin:.5rem 0}
.meta{color:#555;font-size:.85rem}.subject{font-weight:600}
.code{font:700 2rem ui-monospace,monospace;letter-spacing:.3em;margin:.25rem 0}
pre{white-space:pre-wrap;margin:.25rem 0 0}ul{padding:0}</style></head>
<body><h1>Dev inbox</h1><p>Login codes the local api sent. This page reloads every 3 seconds.</p>
<ul>${items || '<li>No mail yet.</li>'}</ul></body></html>`
}
