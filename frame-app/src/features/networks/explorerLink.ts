/**
 * A page of a network's block explorer: `path` (`address/…`, `tx/…`) appended to the base URL's
 * path, keeping its query and hash, so a Solana Explorer base such as
 * `https://explorer.solana.com?cluster=custom&customUrl=…` opens the right cluster.
 * @example explorerLink('https://explorer.solana.com/?cluster=devnet', 'tx/5h…') // https://explorer.solana.com/tx/5h…?cluster=devnet
 */
export function explorerLink(baseUrl: string, path: string): string {
  const url = new URL(baseUrl)
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${path}`
  return url.toString()
}
