import { defineChain } from 'viem'

// What an app would write as constants, read from the page's query so the tests can point the
// built app at their servers: `?frameUrl=…&rpc31337=…&rpc31338=…`.
const query = new URLSearchParams(location.search)

export const frameUrl = query.get('frameUrl') ?? undefined

const anvil = (id: number, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [query.get(`rpc${id}`) ?? `http://127.0.0.1:${id}`] } },
    testnet: true,
  })

export const anvilOne = anvil(31337, 'Anvil')
export const anvilTwo = anvil(31338, 'Anvil Two')
export const metadata = { name: 'Packaged app', url: location.origin }
