import { InvalidParamsRpcError, openableUrl } from '@porthole/shared-protocol/host'

/** What `openUrl` needs from `window`. */
export type OpenUrlWindow = Pick<Window, 'open'> & { location: Pick<Location, 'assign'> }

/**
 * Navigate the host page (`self`) or open a new window (`blank`) for the frame: deep links and
 * universal links fail inside a cross-origin iframe on iOS. An allow-list (`openableUrl`,
 * SECURITY #20), checked again here after the browser's own URL parsing (which strips tabs,
 * newlines and leading spaces): `https:`, `wc:` and wallet pairing links
 * (`<wallet-scheme>://…?uri=wc:…`); anything else (`intent:`, `chrome:`, `ms-settings:`,
 * `javascript:`, `data:`, `file:`, `blob:`, ...) is refused with -32602. Runs synchronously so
 * the user's tap still counts as the activation.
 *
 * @example
 * ```ts
 * openUrl({ url: 'wc:abc@2?relay-protocol=irn', target: 'self' }, window) // { opened: true }
 * openUrl({ url: 'javascript:alert(1)', target: 'blank' }, window) // throws InvalidParamsRpcError
 * ```
 */
export function openUrl(
  { url, target }: { url: string; target: 'self' | 'blank' },
  win: OpenUrlWindow,
): { opened: boolean } {
  const href = openableUrl(url)
  if (!href) throw new InvalidParamsRpcError('This URL cannot be opened.')
  if (target === 'self') {
    win.location.assign(href)
    return { opened: true }
  }
  const opened = win.open(href, '_blank')
  if (opened) opened.opener = null
  return { opened: !!opened }
}
