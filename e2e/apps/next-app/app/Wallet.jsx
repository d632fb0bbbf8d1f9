'use client'
import { useAccount, useNetwork, usePorthole } from '@porthole/react'

export function Wallet() {
  const { open } = usePorthole()
  const { address, isConnected } = useAccount()
  const { chainId } = useNetwork()
  return (
    <main>
      <p>Account: {isConnected ? address : 'not connected'}</p>
      <p>Network: {chainId ?? 'none'}</p>
      <button type="button" onClick={() => open()}>
        Connect wallet
      </button>
    </main>
  )
}
