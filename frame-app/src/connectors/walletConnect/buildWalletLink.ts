import { InvalidParamsRpcError } from '@porthole/shared-protocol'

const UNSAFE_SCHEME = /^(javascript|data|vbscript|file|blob):/i

/**
 * The link that opens a mobile wallet with a pairing URI: `<mobileLink>wc?uri=<encoded>` for a
 * universal link (https), `<scheme>://wc?uri=<encoded>` for a native scheme (`metamask`,
 * `metamask:`, `metamask://` all give `metamask://`). The host navigates to it (OPEN_URL).
 */
export function buildWalletLink(mobileLink: string, uri: string): string {
  const link = mobileLink.trim()
  if (link === '' || UNSAFE_SCHEME.test(link))
    throw new InvalidParamsRpcError(`Not a wallet link: ${mobileLink}`)
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(link)) {
    return `${link.endsWith('/') ? link : `${link}/`}wc?uri=${encoded}`
  }
  const scheme = link.includes('://') ? link : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  return `${scheme.endsWith('/') ? scheme : `${scheme}/`}wc?uri=${encoded}`
}
