import { createContext, useContext } from 'react'
import type { WalletConnect } from './createWalletConnect.ts'

/** The frame's WalletConnect, or null when no relay is configured. */
export const WalletConnectContext = createContext<WalletConnect | null>(null)

export function useWalletConnect(): WalletConnect | null {
  return useContext(WalletConnectContext)
}
