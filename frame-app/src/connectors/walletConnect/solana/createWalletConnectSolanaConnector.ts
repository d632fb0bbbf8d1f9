import type { CaipNetworkId } from '@porthole/shared-protocol'
import type { Connector } from '../../Connector.ts'
import { createNamespaceConnector } from '../session/createNamespaceConnector.ts'
import { sessionChains } from '../session/sessionAccounts.ts'
import type { WalletConnectConnector } from '../WalletConnectConnector.ts'
import { requestSolanaOverWc } from './requestSolanaOverWc.ts'

/**
 * The solana namespace of the WalletConnect session as a Connector of its own
 * (`createNamespaceConnector`): requests go over the session as WalletConnect's Solana RPC
 * (`requestSolanaOverWc`).
 */
export function createWalletConnectSolanaConnector(
  walletConnect: WalletConnectConnector,
  getActiveNetworkId: () => CaipNetworkId | null,
): Connector {
  return createNamespaceConnector(walletConnect, getActiveNetworkId, {
    namespace: 'solana',
    idSuffix: 'solana',
    accountNoun: 'Solana',
    request: ({ session, result }, request) =>
      requestSolanaOverWc(
        {
          send: (chainId, req) => walletConnect.requestOn(chainId, req),
          accounts: result.accounts,
          chains: sessionChains(session, 'solana'),
          chain: result.caipNetworkId,
        },
        request,
      ),
  })
}
