import { createDataApiOver } from '#test/createDataApiOver.ts'

/**
 * A Data API for an account on Polygon (137) with no history and no NFTs, whose balances
 * route answers as the api's cache does: `balances(false)` unless `forceUpdate=1` asks it to
 * read the chain, then `balances(true)`. `forced` records each balances call's flag.
 */
export function createCachedBalanceApi(balances: (force: boolean) => readonly unknown[]) {
  const forced: boolean[] = []
  const api = createDataApiOver(async (input) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('supported-chains'))
      return Response.json({ http: ['eip155:137'], ws: [] })
    if (url.pathname.endsWith('history')) return Response.json({ data: [], next: null })
    if (url.pathname.endsWith('nfts')) return Response.json({ data: [] })
    const force = url.searchParams.get('forceUpdate') === '1'
    forced.push(force)
    return Response.json({ balances: balances(force) })
  })
  return { api, forced }
}
