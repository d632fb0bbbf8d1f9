import type { RegistryWallet } from '../src/api/WalletPageSchema.ts'
import { createDataApiOver } from './createDataApiOver.ts'

/** `count` registry wallets named `Wallet 1`, `Wallet 2`... on every chain. */
export function registryWallets(count: number): RegistryWallet[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index + 1}`,
    name: `Wallet ${index + 1}`,
    rdns: `test.wallet${index + 1}`,
    homepage: `https://wallet${index + 1}.example`,
  }))
}

/**
 * The Data API's wallet registry (`GET /v1/wallets`) as it answers on the wire: `wallets`
 * paged by `page` and `entries`, filtered by `search` on the name. `asked` records each query.
 * @example const { api } = createRegistryApi(registryWallets(120))
 */
export function createRegistryApi(wallets: RegistryWallet[]) {
  const asked: URLSearchParams[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    asked.push(url.searchParams)
    if (url.pathname !== '/v1/wallets')
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'no such route' }), {
        status: 404,
      })
    const search = url.searchParams.get('search')?.toLowerCase() ?? ''
    const entries = Number(url.searchParams.get('entries') ?? 40)
    const page = Number(url.searchParams.get('page') ?? 1)
    const found = wallets.filter((wallet) => wallet.name.toLowerCase().includes(search))
    const data = found.slice((page - 1) * entries, page * entries)
    return new Response(JSON.stringify({ count: found.length, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { api: createDataApiOver(fetch), asked }
}
