import { useSelector } from '@xstate/react'
import { useCallback, useSyncExternalStore } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import { resolveNetwork } from '../../networks/index.ts'

/**
 * The wallet-prompt panel's state: the request the wallet has in its prompt (the oldest still
 * unanswered), its decoded summary (null while decoding) and its network. Nothing before the
 * panel's first request built it (`showWalletRequest`).
 */
export function useWalletRequest() {
  const app = useFrameApp()
  const actor = app.walletRequests.current()?.actor ?? null
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = actor?.subscribe(listener)
      return () => subscription?.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null)
  const networks = useSelector(app.settings, (s) => s.context.dapp?.networks ?? [])
  const item = snapshot?.context.queue[0]
  return {
    item,
    summary: item ? (snapshot?.context.summaries[item.id] ?? null) : null,
    network: item ? resolveNetwork(item.context.caipNetworkId, networks) : null,
  }
}
