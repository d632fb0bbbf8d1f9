// Solana from npm: `@porthole/host-sdk/solana` registers "Porthole" as a Wallet Standard wallet
// (no add-on fetched from the frame origin); the page finds it with @wallet-standard/app, as a
// Solana dapp does, connects and signs a message.
import { createModal } from '@porthole/host-sdk'
import { registerSolana } from '@porthole/host-sdk/solana'
import { getWallets } from '@wallet-standard/app'
import { frameUrl, metadata } from './testSetup.ts'

const query = new URLSearchParams(location.search)
const caipNetworkId = (query.get('solanaChain') ??
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') as `solana:${string}`
const solanaLocal = {
  id: caipNetworkId.split(':')[1]!,
  chainNamespace: 'solana',
  caipNetworkId,
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [query.get('solanaRpc') ?? 'http://127.0.0.1:8899'] } },
  testnet: true,
} as const

registerSolana()
createModal({ projectId: 'demo', frameUrl, metadata, networks: [solanaLocal] })

type Account = { address: string }
type Features = {
  'standard:connect': { connect(): Promise<{ accounts: readonly Account[] }> }
  'solana:signMessage': {
    signMessage(input: {
      account: Account
      message: Uint8Array
    }): Promise<readonly { signature: Uint8Array }[]>
  }
}
const wallets = getWallets()
const porthole = () => wallets.get().find((wallet) => wallet.name === 'Porthole')
const features = () => porthole()!.features as unknown as Features
const show = (id: string, text: string) => {
  document.getElementById(id)!.textContent = text
}
const showWallets = () =>
  show(
    'wallets',
    `Wallets: ${
      wallets
        .get()
        .map((wallet) => wallet.name)
        .join(', ') || 'none'
    }`,
  )
const onClick = (id: string, action: () => Promise<unknown>) => {
  document.getElementById(id)!.onclick = () =>
    void action().catch((error: Error & { code?: number }) =>
      show('signature', `Solana error: ${error.name} ${error.code}`),
    )
}

wallets.on('register', showWallets)
showWallets()
onClick('connect', async () => {
  const { accounts } = await features()['standard:connect'].connect()
  show('account', `Solana account: ${accounts[0]?.address ?? 'none'}`)
})
onClick('sign', async () => {
  const [account] = porthole()!.accounts
  const [signed] = await features()['solana:signMessage'].signMessage({
    account: account!,
    message: new TextEncoder().encode('hello from npm'),
  })
  const hex = [...signed!.signature].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  show('signature', `Solana signature: ${hex}`)
})
