import type { Network, RpcRequest } from '@porthole/shared-protocol'
import {
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import type { ChainClients } from '../../../chains/createChainClients.ts'
import type { Connector, ConnectResult, RequestOptions } from '../../Connector.ts'
import {
  parseSolanaParams,
  SignMessageParams,
  TransactionParams,
} from '../../solanaRequestParams.ts'
import { createSideConnector } from '../createSideConnector.ts'
import { createSideNetwork } from '../createSideNetwork.ts'
import type { EmbeddedLoginSide, EmbeddedSideDeps } from '../EmbeddedSideDeps.ts'
import { sendSolanaTransaction } from './sendSolanaTransaction.ts'

/** The Wallet Standard Solana features the embedded wallet answers (SPEC §5 "not safe"). */
const SIGNING = new Set([
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
])

/** What the Solana connector reads of the embedded (EVM) connector of the same login. */
export type EmbeddedLoginAccount = EmbeddedLoginSide & { solanaAddress: () => string | null }

/**
 * The Solana (ed25519) account of an email or social login as a Connector of its own, beside
 * the embedded EVM connection (SPEC §3: one connection per namespace), as WalletConnect's solana
 * namespace is. The key is the login's (docs/decisions/0149-embedded-wallet-custody.md): every
 * signing request is shown in ApproveTransaction, then signed in the vault (RPC_REQUEST);
 * `solana:signAndSendTransaction` is signed there as `solana:signTransaction` and sent from the
 * frame on the network's RPC. Disconnecting signs the login out, which ends both connections.
 * Its network is the active Solana network, else the first configured one.
 */
export function createEmbeddedSolanaConnector(
  deps: EmbeddedSideDeps<EmbeddedLoginAccount> & { chainClients: ChainClients },
): Connector {
  const { embedded } = deps
  const side = createSideNetwork('solana', 'Solana', deps)

  const live = () => {
    const address = embedded.solanaAddress()
    const network = address ? side.current() : null
    return address && network ? { address, network } : null
  }
  const read = (): ConnectResult | null => {
    const now = live()
    return now ? { accounts: [now.address], caipNetworkId: now.network.caipNetworkId } : null
  }
  return createSideConnector(embedded, {
    id: 'embedded:solana',
    namespace: 'solana',
    noun: 'Solana',
    read: async () => read(),
    async request(request: RpcRequest, options: RequestOptions = {}) {
      const now = live()
      if (!now) throw new ProviderDisconnectedError('The embedded wallet has no Solana account.')
      const { address, network: current } = now
      if (!SIGNING.has(request.method))
        throw new UnsupportedProviderMethodError(`The method ${request.method} is not supported.`)
      const what = `${request.method} params`
      const params =
        request.method === 'solana:signMessage'
          ? parseSolanaParams(SignMessageParams, request.params, what)
          : parseSolanaParams(TransactionParams, request.params, what)
      if (params.address !== address)
        throw new UnauthorizedProviderError(`${params.address} is not this wallet's account.`)
      if ('chain' in params && params.chain !== undefined && params.chain !== current.caipNetworkId)
        throw new UnrecognizedChainError(
          `The wallet is on ${current.name}, not ${params.chain}: switch networks first.`,
        )
      // The modal's own transfer was confirmed in Send's preview: approved once (decision 0070).
      const confirmed =
        options.confirmedInModal && request.method === 'solana:signAndSendTransaction'
      if (!confirmed)
        await deps.approve(request, { account: address, caipNetworkId: current.caipNetworkId })
      if (!('transaction' in params) || request.method === 'solana:signTransaction')
        return deps.vault.call('RPC_REQUEST', { method: request.method, params })
      const signed = (await deps.vault.call('RPC_REQUEST', {
        method: 'solana:signTransaction',
        params: { address, transaction: params.transaction },
      })) as { signedTransaction: string }
      const client = await deps.chainClients.get(current)
      return { signature: await sendSolanaTransaction(client, signed.signedTransaction) }
    },
    async switchNetwork(next: Network) {
      side.switchTo(next)
    },
  })
}
