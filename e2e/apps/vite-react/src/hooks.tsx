import {
  PortholeProvider,
  useAccount,
  useModalState,
  useNetwork,
  usePorthole,
} from '@porthole/react'
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { anvilOne, anvilTwo, frameUrl, metadata } from './testSetup.ts'

function Wallet() {
  const { open, switchNetwork } = usePorthole()
  const { address, isConnected } = useAccount()
  const { chainId } = useNetwork()
  const modal = useModalState()
  return (
    <main>
      <p>Account: {isConnected ? address : 'not connected'}</p>
      <p>Network: {chainId ?? 'none'}</p>
      <p>Modal: {modal.open ? 'open' : 'closed'}</p>
      <p>React: {version}</p>
      <button type="button" onClick={() => open()}>
        {isConnected ? 'Account' : 'Connect wallet'}
      </button>
      <button type="button" onClick={() => switchNetwork('eip155:31338')}>
        Switch to Anvil Two
      </button>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortholeProvider
      config={{ projectId: 'demo', networks: [anvilOne, anvilTwo], metadata, frameUrl }}
    >
      <Wallet />
    </PortholeProvider>
  </StrictMode>,
)
