import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useFrameApp } from '../../app/FrameAppContext.tsx'
import { resolveNetwork } from '../networks/index.ts'
import type { PendingApproval } from './ApprovalRequest.ts'
import type { ApprovalSummary } from './summary/ApprovalSummary.ts'
import { readTokenInfo } from './summary/readTokenInfo.ts'
import { summarizeApproval } from './summary/summarizeApproval.ts'

/**
 * The decoded summary of the request on screen, or null while it is being read (token symbols
 * come from the chain). A new request starts over.
 */
export function useApprovalSummary(item: PendingApproval | undefined) {
  const app = useFrameApp()
  const networks = useSelector(app.settings, (s) => s.context.dapp?.networks ?? [])
  const [summary, setSummary] = useState<{ id: string; summary: ApprovalSummary } | null>(null)
  useEffect(() => {
    if (!item) return
    let live = true
    const network = resolveNetwork(item.context.caipNetworkId, networks)
    const [namespace, reference] = item.context.caipNetworkId.split(':')
    summarizeApproval(item.request, {
      chainId: namespace === 'eip155' ? Number(reference) : null,
      nativeCurrency: network.nativeCurrency,
      readToken: async (token) =>
        network.rpcUrls.default.http.length > 0
          ? readTokenInfo(await app.chainClients.get(network), token)
          : null,
    }).then((result) => {
      if (live) setSummary({ id: item.id, summary: result })
    })
    return () => {
      live = false
    }
  }, [item, networks, app])
  return summary && item && summary.id === item.id ? summary.summary : null
}
