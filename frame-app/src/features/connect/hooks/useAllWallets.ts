import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { SnapshotFrom } from 'xstate'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import { useDappSettings } from '../../../core/settings/useDappSettings.ts'
import { allWalletsMachine, hasMore } from '../walletList/allWalletsMachine.ts'

const noWallets = async () => ({ count: 0, data: [] })

export type AllWallets = {
  state: SnapshotFrom<typeof allWalletsMachine>
  /** More pages exist beyond the wallets shown. */
  more: boolean
  search: (search: string) => void
  loadMore: () => void
  retry: () => void
}

/**
 * The AllWallets view's registry list: one list per mounted view, filtered by the dapp's
 * include, exclude, featured ids and networks; it fetches page 1 as soon as it starts.
 */
export function useAllWallets(): AllWallets {
  const { api } = useFrameApp()
  const { dapp } = useDappSettings()
  const list = useActorRef(allWalletsMachine, {
    input: {
      fetchPage: api ? api.getWallets : noWallets,
      filters: {
        include: dapp?.includeWalletIds,
        exclude: dapp?.excludeWalletIds,
        featured: dapp?.featuredWalletIds,
        chains: dapp?.networks.map((network) => network.caipNetworkId),
      },
    },
  })
  const state = useSelector(list, (s) => s)
  const search = useCallback(
    (value: string) => list.send({ type: 'SEARCH', search: value }),
    [list],
  )
  const loadMore = useCallback(() => list.send({ type: 'LOAD_MORE' }), [list])
  const retry = useCallback(() => list.send({ type: 'RETRY' }), [list])
  return { state, more: hasMore(state.context), search, loadMore, retry }
}
