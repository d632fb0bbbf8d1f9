import { openableUrl } from '@porthole/shared-protocol'
import type { FrameCore } from '../../../core/FrameCore.ts'

/** What `openUrl` needs from the frame's window: `open`. */
export type OpenWindow = Pick<Window, 'open'>

/**
 * Open a link in a new tab, from the visitor's click (SECURITY #8). An `https:` page opens
 * from the frame itself, synchronously in the click handler, so the click is the activation
 * in every browser (Safari does not lend it to the host page's message handler). Where the
 * frame may not open windows (a host that sandboxed it without popups) and for wallet links
 * (`wc:`, a wallet's pairing link: deep links fail inside a cross-origin iframe on iOS), the
 * host opens it (`OPEN_URL`, allow-listed again there).
 */
export function openUrl(
  app: Pick<FrameCore, 'callHost' | 'report'>,
  { url }: { url: string },
  win: OpenWindow = window,
) {
  const href = openableUrl(url)
  if (href?.startsWith('https:')) {
    const opened = win.open(href, '_blank')
    if (opened) {
      opened.opener = null
      return
    }
  }
  app.callHost('OPEN_URL', { url, target: 'blank' }).catch(app.report)
}
