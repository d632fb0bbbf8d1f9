'use client'
import { PortholeProvider } from '@porthole/react'

export function Providers({ frameUrl, rpcUrl, children }) {
  const anvil = {
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  return (
    <PortholeProvider
      config={{
        projectId: 'demo',
        networks: [anvil],
        metadata: { name: 'Next.js app', url: 'http://localhost' },
        ...(frameUrl ? { frameUrl } : {}),
      }}
    >
      {children}
    </PortholeProvider>
  )
}
