import { useSelector } from '@xstate/react'
import { useSyncExternalStore } from 'react'
import type { WalletConnect } from '../createWalletConnect.ts'
import type { WalletConnectContext } from '../walletConnectMachine.ts'

export type Pairing = Pick<
  WalletConnectContext,
  'wcUri' | 'wcError' | 'buffering' | 'recentWallet'
> & {
  /** The session's keys can only be kept for this page (no frame storage, no grant). */
  pageOnly: boolean
}

/** The WalletConnect pairing the view shows: URI, error, the wallet it is for. */
export function usePairing(walletConnect: WalletConnect): Pairing {
  const { wcUri, wcError, buffering, recentWallet } = useSelector(
    walletConnect.state,
    (s) => s.context,
  )
  const { secrets } = walletConnect
  const pageOnly = useSyncExternalStore(secrets.subscribe, secrets.persistence) === 'page'
  return { wcUri, wcError, buffering, recentWallet, pageOnly }
}
