import { useSelector } from '@xstate/react'
import { createContext, useContext, useEffect, useState } from 'react'
import { useFrameApp } from '../../core/FrameAppContext.tsx'
import type { WalletConnect } from './createWalletConnect.ts'

/**
 * What loads the frame's WalletConnect from its own chunk, once (`loadOnIntent`); null when
 * no relay is configured.
 */
export const WalletConnectContext = createContext<(() => Promise<WalletConnect>) | null>(null)

/**
 * `configured` at once; `walletConnect` once its chunk has loaded, which this asks for while the
 * modal is open: Connect rendered ahead in the closed modal (decision 0033) fetches nothing.
 */
export function useWalletConnect(): { configured: boolean; walletConnect: WalletConnect | null } {
  const load = useContext(WalletConnectContext)
  const open = useSelector(useFrameApp().viewStack, (s) => s.matches('open'))
  const [loaded, setLoaded] = useState<WalletConnect | null>(null)
  useEffect(() => {
    if (!open) return
    let live = true
    load?.().then(
      (value) => live && setLoaded(value),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [load, open])
  return { configured: load !== null, walletConnect: loaded }
}
