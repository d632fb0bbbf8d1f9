import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { SETTLE_MS } from '../../../components/Modal/useVisibilityArmed.ts'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import { resolveNetwork } from '../../networks/index.ts'

/**
 * ApproveTransaction's state: the request on screen, its decoded summary (null while decoding),
 * its network, and `settled`: false for the settle delay after a request takes the screen, so
 * the next queued request cannot be approved by the click that answered the previous one.
 */
export function useApproval() {
  const app = useFrameApp()
  const item = useSelector(app.approvals.actor, (s) => s.context.queue[0])
  const summary = useSelector(app.approvals.actor, (s) =>
    item ? (s.context.summaries[item.id] ?? null) : null,
  )
  const networks = useSelector(app.settings, (s) => s.context.dapp?.networks ?? [])
  const [settledId, setSettledId] = useState<string | null>(null)
  useEffect(() => {
    if (!item) return
    const timer = setTimeout(() => setSettledId(item.id), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [item])
  return {
    item,
    summary,
    network: item ? resolveNetwork(item.context.caipNetworkId, networks) : null,
    settled: item !== undefined && settledId === item.id,
    approve: app.approvals.approveShown,
    reject: app.approvals.reject,
  }
}
