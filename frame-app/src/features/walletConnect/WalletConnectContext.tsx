import { createContext, useContext, useEffect, useState } from 'react'
import type { WalletConnect } from './createWalletConnect.ts'

/**
 * What loads the frame's WalletConnect from its own chunk, once (`loadOnIntent`); null when
 * no relay is configured.
 */
export const WalletConnectContext = createContext<(() => Promise<WalletConnect>) | null>(null)

/** `configured` at once; `walletConnect` once its chunk has loaded (asked for here; while the modal
 * is closed it comes when the modal opens: `loadOnIntent`). */
export function useWalletConnect(): { configured: boolean; walletConnect: WalletConnect | null } {
  const load = useContext(WalletConnectContext)
  const [loaded, setLoaded] = useState<WalletConnect | null>(null)
  useEffect(() => {
    let live = true
    load?.().then(
      (value) => live && setLoaded(value),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [load])
  return { configured: load !== null, walletConnect: loaded }
}
