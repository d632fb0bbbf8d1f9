import { type HostWallet, INJECTED_WALLET_UUID } from '@porthole/shared-protocol'

/**
 * SPEC §3's MULTI_CHAIN wallets: an EIP-6963 wallet and a Wallet Standard one of the same name
 * (case-insensitive; Wallet Standard has no rdns, and the uuids differ by construction) are one
 * wallet speaking both namespaces, as Phantom is. By the EIP-6963 uuid, the Wallet Standard
 * uuid of the same wallet. The wallet found only on `window.ethereum` is never paired: its
 * generic name says nothing of which wallet it is.
 *
 * @example
 * ```ts
 * pairMultiChainWallets([phantomEvm, phantomSolana]) // Map { phantomEvm.uuid => phantomSolana.uuid }
 * ```
 */
export function pairMultiChainWallets(wallets: readonly HostWallet[]): Map<string, string> {
  const solana = new Map(
    wallets.filter((w) => w.namespace === 'solana').map((w) => [w.name.toLowerCase(), w.uuid]),
  )
  const pairs = new Map<string, string>()
  for (const wallet of wallets) {
    const companion = solana.get(wallet.name.toLowerCase())
    if (wallet.namespace === 'eip155' && wallet.uuid !== INJECTED_WALLET_UUID && companion)
      pairs.set(wallet.uuid, companion)
  }
  return pairs
}
