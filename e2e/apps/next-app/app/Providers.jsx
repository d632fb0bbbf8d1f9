'use client'
import { PortholeProvider } from '@porthole/react'

const anvil = (id, name, rpcUrl) => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

export function Providers({ frameUrl, rpcUrls, children }) {
  return (
    <PortholeProvider
      config={{
        projectId: 'demo',
        networks: [
          anvil(31337, 'Anvil', rpcUrls[31337]),
          anvil(31338, 'Anvil Two', rpcUrls[31338]),
        ],
        metadata: { name: 'Next.js app', url: 'http://localhost' },
        ...(frameUrl ? { frameUrl } : {}),
      }}
    >
      {children}
    </PortholeProvider>
  )
}
