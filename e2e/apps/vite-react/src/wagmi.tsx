import { porthole } from '@porthole/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { type BaseError, parseEther } from 'viem'
import {
  createConfig,
  http,
  useCapabilities,
  useConnect,
  useConnection,
  useSendCalls,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  WagmiProvider,
} from 'wagmi'
import { anvilOne, anvilTwo, frameUrl, metadata } from './testSetup.ts'

const config = createConfig({
  chains: [anvilOne, anvilTwo],
  connectors: [porthole({ projectId: 'demo', metadata, frameUrl })],
  transports: { [anvilOne.id]: http(), [anvilTwo.id]: http() },
})
const queryClient = new QueryClient()
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The wallet's own error under viem's wrappers: `<name> <code>`. */
const rpcErrorOf = (error: Error) => {
  const cause = (error as BaseError).walk((e) => typeof (e as { code?: unknown }).code === 'number')
  return `${cause?.name} ${(cause as { code?: number } | null)?.code}`
}

function Wallet() {
  const { address, chainId, connector, status } = useConnection()
  const { connect, connectors, error } = useConnect()
  const { signMessage, data: signature } = useSignMessage()
  const { sendTransaction, data: hash } = useSendTransaction()
  const { switchChain } = useSwitchChain()
  const calls = useSendCalls()
  const capabilities = useCapabilities({ query: { enabled: status === 'connected' } })
  return (
    <main>
      <p>Status: {status}</p>
      <p>Connector: {connector?.name ?? 'none'}</p>
      <p>Account: {address ?? 'none'}</p>
      <p>Chain: {chainId}</p>
      <p>Signature: {signature ?? 'none'}</p>
      <p>Transaction: {hash ?? 'none'}</p>
      <p>Capabilities: {capabilities.isSuccess ? 'answered' : capabilities.status}</p>
      <p>Calls: {calls.data?.id ?? (calls.error ? rpcErrorOf(calls.error) : calls.status)}</p>
      {error ? <p>Error: {error.message}</p> : null}
      {connectors.map((connector) => (
        <button key={connector.uid} type="button" onClick={() => connect({ connector })}>
          Connect with {connector.name}
        </button>
      ))}
      <button type="button" onClick={() => signMessage({ message: 'hello from wagmi' })}>
        Sign message
      </button>
      <button
        type="button"
        onClick={() => sendTransaction({ to: recipient, value: parseEther('0.001') })}
      >
        Send 0.001 ETH
      </button>
      <button
        type="button"
        onClick={() => calls.sendCalls({ calls: [{ to: recipient, value: parseEther('0.001') }] })}
      >
        Send calls
      </button>
      <button type="button" onClick={() => switchChain({ chainId: anvilTwo.id })}>
        Switch to Anvil Two
      </button>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <Wallet />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
