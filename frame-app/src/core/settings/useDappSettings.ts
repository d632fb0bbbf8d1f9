import type { DappData, HostWallet, Network } from '@porthole/shared-protocol'
import { useSelector } from '@xstate/react'
import { useFrameApp } from '../FrameAppContext.tsx'

const NO_NETWORKS: Network[] = []

export type DappSettings = {
  dapp: DappData | null
  /** The networks the app requested (none before the host synced its data). */
  networks: Network[]
  /** The EIP-6963 wallets the host page announced. */
  hostWallets: HostWallet[]
  /** The verified origin of the embedding page. */
  hostOrigin: string | null
}

/** What the host synced into the frame (dapp data, announced wallets, origin), for the views. */
export function useDappSettings(): DappSettings {
  const { settings } = useFrameApp()
  const dapp = useSelector(settings, (s) => s.context.dapp)
  const hostWallets = useSelector(settings, (s) => s.context.hostWallets)
  const hostOrigin = useSelector(settings, (s) => s.context.hostOrigin)
  return { dapp, networks: dapp?.networks ?? NO_NETWORKS, hostWallets, hostOrigin }
}
