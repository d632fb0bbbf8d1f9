'use client'
import { useAccount, useNetwork, usePorthole } from '@porthole/react'
import { useState } from 'react'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hex = (text) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`

export function Wallet() {
  const { modal, open, switchNetwork } = usePorthole()
  const { address, isConnected } = useAccount()
  const { chainId } = useNetwork()
  const [signature, setSignature] = useState('none')
  const [hash, setHash] = useState('none')
  // What an app's own EIP-1193 code does with the modal's provider.
  const request = (method, params, done) =>
    void modal?.provider.request({ method, params }).then(done)
  return (
    <main>
      <p>Account: {isConnected ? address : 'not connected'}</p>
      <p>Network: {chainId ?? 'none'}</p>
      <p>Signature: {signature}</p>
      <p>Transaction: {hash}</p>
      <button type="button" onClick={() => open()}>
        Connect wallet
      </button>
      <button
        type="button"
        onClick={() => request('personal_sign', [hex('hello from next'), address], setSignature)}
      >
        Sign message
      </button>
      <button
        type="button"
        onClick={() =>
          request(
            'eth_sendTransaction',
            [{ from: address, to: recipient, value: '0x38d7ea4c68000' }],
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
