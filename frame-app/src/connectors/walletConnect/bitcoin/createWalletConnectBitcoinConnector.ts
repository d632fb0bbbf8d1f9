import type { CaipNetworkId } from '@porthole/shared-protocol'
import { UnsupportedProviderMethodError } from '@porthole/shared-protocol'
import type { Connector } from '../../Connector.ts'
import { createNamespaceConnector } from '../session/createNamespaceConnector.ts'
import type { WalletConnectConnector } from '../WalletConnectConnector.ts'

/** The frame's Bitcoin vocabulary, which is Reown's bip122 RPC: forwarded as it is. */
const FORWARDED = new Set(['getAccountAddresses', 'signMessage', 'signPsbt'])

/**
 * The bip122 namespace of the WalletConnect session as a Connector of its own
 * (`createNamespaceConnector`), beside the EVM and Solana ones: its account is the session's
 * bip122 account (the wallet's payment address, Reown's "first external address"), and
 * `getAccountAddresses`, `signMessage` and `signPsbt` go to the wallet as they are, on the
 * connection's chain.
 */
export function createWalletConnectBitcoinConnector(
  walletConnect: WalletConnectConnector,
  getActiveNetworkId: () => CaipNetworkId | null,
): Connector {
  return createNamespaceConnector(walletConnect, getActiveNetworkId, {
    namespace: 'bip122',
    idSuffix: 'bitcoin',
    accountNoun: 'Bitcoin',
    request: async ({ result }, request) => {
      if (!FORWARDED.has(request.method))
        throw new UnsupportedProviderMethodError(`The method ${request.method} is not supported.`)
      return walletConnect.requestOn(result.caipNetworkId, request)
    },
  })
}
