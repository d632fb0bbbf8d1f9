import { Providers } from './Providers.jsx'
import { Wallet } from './Wallet.jsx'

// A server component, rendered on the server for each request. The frame's URL and the chains'
// RPCs come from the query here so the tests can point the built app at their servers.
export default async function Page({ searchParams }) {
  const {
    frameUrl,
    rpc31337 = 'http://127.0.0.1:8545',
    rpc31338 = 'http://127.0.0.1:8546',
  } = await searchParams
  return (
    <Providers frameUrl={frameUrl} rpcUrls={{ 31337: rpc31337, 31338: rpc31338 }}>
      <h1>Porthole on Next.js</h1>
      <Wallet />
    </Providers>
  )
}
