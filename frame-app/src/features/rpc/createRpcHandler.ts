import type { CaipNetworkId, Network, RpcRequest } from '@porthole/shared-protocol'
import { UnrecognizedChainError, UnsupportedProviderMethodError } from '@porthole/shared-protocol'
import type { ChainClients } from '../../chains/createChainClients.ts'
import { RECEIPT_TIMEOUT_MS } from '../../chains/evm/rpcConstants.ts'
import { caipToHexChainId, chainIdToCaip } from '../../connectors/chainIdToCaip.ts'
import type { Connection } from '../connection/index.ts'
import { prepareLegacyTransaction } from './prepareLegacyTransaction.ts'
import { READ_ONLY_METHODS, SOLANA_METHODS, WALLET_METHODS } from './rpcMethods.ts'

export type RpcHandlerDeps = {
  /** Resolves once no restore is in flight (status is not 'reconnecting'). */
  whenSettled: () => Promise<void>
  getConnection: () => Connection | null
  /** The active network id (the wallet's while connected). */
  getActiveNetworkId: () => CaipNetworkId | null
  getNetworks: () => readonly Network[]
  chainClients: ChainClients
  requestAccounts: () => Promise<string[]>
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
  receiptTimeoutMs?: number
}

/**
 * The host provider's RPC (RPC_REQUEST), answered in the frame:
 * - `eth_accounts`, `eth_chainId`, `eth_requestAccounts` wait for a restore in flight, so a
 *   host asking right after a reload gets the restored account, not an early `[]`;
 * - `wallet_switchEthereumChain` goes through the same switch logic as the modal (SPEC §8);
 * - read-only methods are answered by the frame's chain client for the active network;
 * - wallet methods go to the connected wallet (4200 when none, as before any connection); `eth_sendTransaction` is sent
 *   as legacy and its receipt awaited up to 25 s before the hash resolves (SPEC §7, §9);
 * - Wallet Standard Solana methods (`solana:signMessage`...) go to the connected Solana
 *   wallet, 4200 when the current connection is not one;
 * - anything else is 4200.
 */
export function createRpcHandler(deps: RpcHandlerDeps) {
  const networkOf = (id: CaipNetworkId | null) =>
    id ? deps.getNetworks().find((n) => n.caipNetworkId === id) : undefined

  async function sendTransaction(connection: Connection, request: RpcRequest) {
    const network = networkOf(connection.caipNetworkId)
    const client = network ? await deps.chainClients.get(network) : null
    const gasPrice = async () =>
      client
        ? client.getGasPrice()
        : BigInt(String(await connection.connector.request({ method: 'eth_gasPrice' })))
    const tx = await prepareLegacyTransaction(request.params, gasPrice)
    const hash = await connection.connector.request({ method: 'eth_sendTransaction', params: [tx] })
    if (client && typeof hash === 'string') {
      await client
        .waitForReceipt(hash, deps.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS)
        .catch(() => 'timeout')
    }
    return hash
  }

  async function switchChain(request: RpcRequest) {
    const [first] = Array.isArray(request.params) ? request.params : []
    const caipNetworkId = chainIdToCaip((first as { chainId?: unknown } | undefined)?.chainId)
    if (networkOf(caipNetworkId)) {
      await deps.switchNetwork(caipNetworkId)
      return null
    }
    const connection = deps.getConnection()
    if (!connection) throw new UnrecognizedChainError(`Network not found: ${caipNetworkId}`)
    return connection.connector.request(request)
  }

  return async function handle(request: RpcRequest): Promise<unknown> {
    const { method } = request
    if (method === 'eth_accounts' || method === 'eth_requestAccounts' || method === 'eth_chainId')
      await deps.whenSettled()
    const connection = deps.getConnection()
    switch (method) {
      case 'eth_accounts':
        return connection ? connection.accounts : []
      case 'eth_requestAccounts':
        return connection ? connection.accounts : deps.requestAccounts()
      case 'eth_chainId': {
        const id = deps.getActiveNetworkId()
        const chainId = id ? caipToHexChainId(id) : null
        if (chainId) return chainId
        throw new UnsupportedProviderMethodError('The active network is not an EVM network.')
      }
      case 'wallet_switchEthereumChain':
        return switchChain(request)
    }
    if (SOLANA_METHODS.has(method)) {
      if (connection?.connector.namespace !== 'solana')
        throw new UnsupportedProviderMethodError(`No connected Solana wallet can answer ${method}.`)
      return connection.connector.request(request)
    }
    if (READ_ONLY_METHODS.has(method)) {
      const network = networkOf(deps.getActiveNetworkId())
      if (network && network.rpcUrls.default.http.length > 0)
        return (await deps.chainClients.get(network)).request(request)
      if (connection) return connection.connector.request(request)
      throw new UnsupportedProviderMethodError(`No RPC endpoint can answer ${method}.`)
    }
    if (WALLET_METHODS.has(method)) {
      if (!connection)
        throw new UnsupportedProviderMethodError(`No connected wallet can answer ${method}.`)
      if (method === 'eth_sendTransaction') return sendTransaction(connection, request)
      return connection.connector.request(request)
    }
    throw new UnsupportedProviderMethodError(`The method ${method} is not supported.`)
  }
}
