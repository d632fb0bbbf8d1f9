import { useSyncExternalStore } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import type { BalanceState } from '../createBalanceStore.ts'

/** The connected account's native balance on its network. */
export function useBalance(): BalanceState {
  const { balance } = useFrameApp()
  return useSyncExternalStore(balance.subscribe, balance.getState)
}
