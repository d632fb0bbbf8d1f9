import { Providers } from './Providers.jsx'
import { Wallet } from './Wallet.jsx'

// A server component, rendered on the server for each request. The frame's URL and the chain's
// RPC come from the query here so the tests can point the built app at their servers.
export default async function Page({ searchParams }) {
  const { frameUrl, rpc31337 = 'http://127.0.0.1:8545' } = await searchParams
  return (
    <Providers frameUrl={frameUrl} rpcUrl={rpc31337}>
      <h1>Porthole on Next.js</h1>
      <Wallet />
    </Providers>
  )
}
