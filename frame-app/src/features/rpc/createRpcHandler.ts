import type { CaipNetworkId, Namespace, Network, RpcRequest } from '@porthole/shared-protocol'
import {
  ErrorCode,
  ProviderDisconnectedError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import type { ApiClient } from '../../api/createApiClient.ts'
import type { ChainClients } from '../../chains/createChainClients.ts'
import { caipToHexChainId, chainIdToCaip } from '../../connectors/chainIdToCaip.ts'
import type { ReadCallsReport } from '../../connectors/eip5792/CallsReport.ts'
import type { PromptingWallet } from '../approveTransaction/index.ts'
import type { Connection } from '../connection/index.ts'
import type { WalletCalls } from './calls/createWalletCalls.ts'
import { WALLET_CALLS_METHODS } from './calls/walletCallsMethods.ts'
import {
  PROMPTED_METHODS,
  READ_ONLY_METHODS,
  SOLANA_METHODS,
  WALLET_METHODS,
} from './rpcMethods.ts'

export type RpcHandlerDeps = {
  /** Resolves once no restore is in flight (status is not 'reconnecting'). */
  whenSettled: () => Promise<void>
  /** The open connection of `namespace` (the current one when it is of that namespace). */
  getConnection: (namespace: Namespace) => Connection | null
  /** The active network id (the wallet's while connected). */
  getActiveNetworkId: () => CaipNetworkId | null
  getNetworks: () => readonly Network[]
  chainClients: ChainClients
  /** The api, which keeps the EIP-5792 batches the modal sends (null without one). */
  api: ApiClient | null
  requestAccounts: () => Promise<string[]>
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
  /** `wallet_showCallsStatus` for a batch the modal sent: its CallsStatus view, once shown. */
  showCallsStatus: (id: string, read: ReadCallsReport) => Promise<void>
  /**
   * An external wallet was asked `request` in its own prompt: the modal shows what it does
   * beside that prompt until `answer` settles (decision 0017). It never delays the request.
   */
  showWalletRequest: (
    request: RpcRequest,
    wallet: PromptingWallet,
    answer: Promise<unknown>,
  ) => void
  /** The embedded wallet refused `method` (5103): for one that signs or sends the modal says so. */
  showRefused: (method: string) => void
}

/**
 * The host provider's RPC (RPC_REQUEST), answered in the frame:
 * - `eth_accounts`, `eth_chainId`, `eth_requestAccounts` wait for a restore in flight, so a
 *   host asking right after a reload gets the restored account, not an early `[]`;
 * - `wallet_switchEthereumChain` goes through the same switch logic as the modal (SPEC §8);
 * - read-only methods are answered by the frame's chain client for the active network;
 * - EIP-5792 (`WALLET_CALLS_METHODS`) goes to the wallet, and where the wallet does not
 *   implement a method the modal answers it (`createWalletCalls`);
 * - while a wallet's own prompt is open for one that signs or sends (`PROMPTED_METHODS`), the
 *   modal shows what it does beside it (`showWalletRequest`);
 * - other wallet methods go to the connected wallet as they are, `eth_sendTransaction` included
 *   (EIP-1559 fields kept, the hash answered as the wallet gives it, no receipt wait: EIP-1193
 *   hosts expect the hash at once; the modal's own Send follows SPEC §7's legacy type and
 *   receipt wait); with no wallet connected (never, or no longer) they are 4900;
 * - EVM methods are about the EVM connection and Wallet Standard Solana methods
 *   (`solana:signMessage`...) about the Solana one, whichever is current (SPEC §3: one
 *   connection per namespace, each provider with its own account): 4900 with no wallet
 *   connected, 4200 for a Solana method when no Solana wallet is;
 * - an embedded wallet (connector type `AUTH`) gets every other EVM method as it is: its
 *   connector applies the SPEC §5 split and asks the user in ApproveTransaction; a method
 *   outside the split is 5103 to the host, and for one that signs or sends (`signsOrSends`)
 *   the modal says 'Action not allowed' (SPEC §8);
 * - anything else is 4200.
 */
export function createRpcHandler(deps: RpcHandlerDeps) {
  // EIP-5792 for wallets without it: a lazy chunk (not in the first paint), one per handler.
  let walletCalls: Promise<WalletCalls> | undefined
  const loadWalletCalls = () => {
    walletCalls ??= import('./calls/createWalletCalls.ts').then(({ createWalletCalls }) =>
      createWalletCalls({
        getNetworks: deps.getNetworks,
        chainClients: deps.chainClients,
        api: deps.api,
        showCallsStatus: deps.showCallsStatus,
      }),
    )
    return walletCalls
  }
  const networkOf = (id: CaipNetworkId | null) =>
    id ? deps.getNetworks().find((n) => n.caipNetworkId === id) : undefined

  async function switchChain(request: RpcRequest) {
    const [first] = Array.isArray(request.params) ? request.params : []
    const caipNetworkId = chainIdToCaip((first as { chainId?: unknown } | undefined)?.chainId)
    if (networkOf(caipNetworkId)) {
      await deps.switchNetwork(caipNetworkId)
      return null
    }
    const connection = deps.getConnection('eip155')
    if (!connection) throw new UnrecognizedChainError(`Network not found: ${caipNetworkId}`)
    return connection.connector.request(request)
  }

  /** `answer`, with the panel beside the wallet's prompt for a method that signs or sends. */
  const prompted = (connection: Connection, request: RpcRequest, answer: Promise<unknown>) => {
    const account = connection.accounts[0]
    if (PROMPTED_METHODS.has(request.method) && account)
      deps.showWalletRequest(
        request,
        { name: connection.connector.name, account, caipNetworkId: connection.caipNetworkId },
        answer,
      )
    return answer
  }

  return async function handle(request: RpcRequest): Promise<unknown> {
    const { method } = request
    if (method === 'eth_accounts' || method === 'eth_requestAccounts' || method === 'eth_chainId')
      await deps.whenSettled()
    const connection = deps.getConnection('eip155')
    switch (method) {
      case 'eth_accounts':
        return connection ? connection.accounts : []
      case 'eth_requestAccounts':
        return connection ? connection.accounts : deps.requestAccounts()
      case 'eth_chainId': {
        const id = connection?.caipNetworkId ?? deps.getActiveNetworkId()
        const chainId = id ? caipToHexChainId(id) : null
        if (chainId) return chainId
        throw new UnsupportedProviderMethodError('The active network is not an EVM network.')
      }
      case 'wallet_switchEthereumChain':
        return switchChain(request)
    }
    const solana = deps.getConnection('solana')
    if ((SOLANA_METHODS.has(method) || WALLET_METHODS.has(method)) && !connection && !solana)
      throw new ProviderDisconnectedError(`No wallet is connected to answer ${method}.`)
    if (SOLANA_METHODS.has(method)) {
      if (!solana)
        throw new UnsupportedProviderMethodError(`No connected Solana wallet can answer ${method}.`)
      return solana.connector.request(request)
    }
    // An embedded wallet answers every other EVM method itself: the SPEC §5 split and the user's
    // approval (ApproveTransaction) are its connector's, so a refused method gets 5103, not 4200.
    if (connection?.connector.type === 'AUTH')
      return connection.connector.request(request).catch((error: unknown) => {
        if ((error as { code?: unknown } | null)?.code === ErrorCode.rpcNotAllowed)
          deps.showRefused(method)
        throw error
      })
    if (READ_ONLY_METHODS.has(method)) {
      const network = networkOf(connection?.caipNetworkId ?? deps.getActiveNetworkId())
      if (network && network.rpcUrls.default.http.length > 0)
        return (await deps.chainClients.get(network)).request(request)
      if (connection) return connection.connector.request(request)
      throw new UnsupportedProviderMethodError(`No RPC endpoint can answer ${method}.`)
    }
    if (connection && WALLET_CALLS_METHODS.has(method)) {
      const calls = await loadWalletCalls()
      return prompted(connection, request, calls(connection, request))
    }
    if (WALLET_METHODS.has(method)) {
      if (connection) return prompted(connection, request, connection.connector.request(request))
      throw new ProviderDisconnectedError(`No EVM wallet is connected to answer ${method}.`)
    }
    throw new UnsupportedProviderMethodError(`The method ${method} is not supported.`)
  }
}
