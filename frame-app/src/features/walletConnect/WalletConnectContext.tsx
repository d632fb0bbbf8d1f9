import { createContext, useContext, useEffect, useState } from 'react'
import type { WalletConnect } from './createWalletConnect.ts'

/**
 * The frame's WalletConnect, loading in its own chunk right after first paint; null when no
 * relay is configured.
 */
export const WalletConnectContext = createContext<Promise<WalletConnect> | null>(null)

/** `configured` at once; `walletConnect` once its chunk has loaded. */
export function useWalletConnect(): { configured: boolean; walletConnect: WalletConnect | null } {
  const loading = useContext(WalletConnectContext)
  const [loaded, setLoaded] = useState<WalletConnect | null>(null)
  useEffect(() => {
    let live = true
    loading?.then((value) => {
      if (live) setLoaded(value)
    })
    return () => {
      live = false
    }
  }, [loading])
  return { configured: loading !== null, walletConnect: loaded }
}
