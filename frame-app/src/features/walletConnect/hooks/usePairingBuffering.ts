import { useSelector } from '@xstate/react'
import type { WalletConnect } from '../createWalletConnect.ts'

/**
 * A pairing is being made, or WalletConnect's chunk is still loading (configured, `walletConnect`
 * still null): on a phone the wallet list says it is busy until the URI a tap hands to a wallet
 * is ready. False where no relay is configured.
 */
export function usePairingBuffering({
  configured,
  walletConnect,
}: {
  configured: boolean
  walletConnect: WalletConnect | null
}): boolean {
  const buffering = useSelector(walletConnect?.state, (s) => s?.context.buffering ?? false)
  return configured && (walletConnect === null || buffering)
}
