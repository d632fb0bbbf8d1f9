import { InvalidParamsRpcError, openableUrl } from '@porthole/shared-protocol'

/**
 * The link that opens a mobile wallet with a pairing URI: `<mobileLink>wc?uri=<encoded>` for a
 * universal link (https), `<scheme>://wc?uri=<encoded>` for a native scheme (`metamask`,
 * `metamask:`, `metamask://` all give `metamask://`). The host navigates to it (OPEN_URL), so
 * a link the host's allow-list would refuse (`openableUrl`: not https, not a wallet scheme)
 * is refused here already.
 */
export function buildWalletLink(mobileLink: string, uri: string): string {
  const link = mobileLink.trim()
  const encoded = encodeURIComponent(uri)
  const scheme = link.includes('://') ? link : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  const built = /^https?:\/\//i.test(link)
    ? `${link.endsWith('/') ? link : `${link}/`}wc?uri=${encoded}`
    : `${scheme.endsWith('/') ? scheme : `${scheme}/`}wc?uri=${encoded}`
  const href = link === '' ? undefined : openableUrl(built)
  if (!href) throw new InvalidParamsRpcError(`Not a wallet link: ${mobileLink}`)
  return href
}
