import { useSyncExternalStore } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import type { WalletRegistryState } from '../createWalletRegistry.ts'

/** Connect's registry wallets (recommended and recent) and the registry's size. */
export function useWalletRegistry(): WalletRegistryState {
  const { registry } = useFrameApp()
  return useSyncExternalStore(registry.subscribe, registry.getState)
}
