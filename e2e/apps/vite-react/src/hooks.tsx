import {
  PortholeProvider,
  useAccount,
  useModalState,
  useNetwork,
  usePorthole,
} from '@porthole/react'
import { StrictMode, useState, version } from 'react'
import { createRoot } from 'react-dom/client'
import { parseEther, stringToHex, toHex } from 'viem'
import { anvilOne, anvilTwo, frameUrl, metadata } from './testSetup.ts'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function Wallet() {
  const { modal, open, switchNetwork } = usePorthole()
  const { address, isConnected } = useAccount()
  const [signature, setSignature] = useState('none')
  const [hash, setHash] = useState('none')
  // What an app's own EIP-1193 code does with the modal's provider.
  const request = (method: string, params: unknown[], done: (result: string) => void) =>
    void modal?.provider.request({ method, params }).then((result) => done(result as string))
  const { chainId } = useNetwork()
  const modalState = useModalState()
  return (
    <main>
      <p>Account: {isConnected ? address : 'not connected'}</p>
      <p>Network: {chainId ?? 'none'}</p>
      <p>Modal: {modalState.open ? 'open' : 'closed'}</p>
      <p>React: {version}</p>
      <p>Signature: {signature}</p>
      <p>Transaction: {hash}</p>
      <button type="button" onClick={() => open()}>
        {isConnected ? 'Account' : 'Connect wallet'}
      </button>
      <button
        type="button"
        onClick={() =>
          request('personal_sign', [stringToHex('hello from hooks'), address], setSignature)
        }
      >
        Sign message
      </button>
      <button
        type="button"
        onClick={() =>
          request(
            'eth_sendTransaction',
            [{ from: address, to: recipient, value: toHex(parseEther('0.001')) }],
            setHash,
          )
        }
      >
        Send 0.001 ETH
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
