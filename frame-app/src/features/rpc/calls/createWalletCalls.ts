import {
  InvalidParamsRpcError,
  type Network,
  type RpcRequest,
  UnauthorizedProviderError,
} from '@porthole/shared-protocol'
import { type Hex, numberToHex } from 'viem'
import type { ApiClient } from '../../../api/createApiClient.ts'
import type { ChainClients } from '../../../chains/createChainClients.ts'
import { createCallsStore } from '../../../connectors/callsStore/createCallsStore.ts'
import { frameSessionStorage, readTabClaim } from '../../../connectors/callsStore/readTabClaim.ts'
import type { ReadCallsReport } from '../../../connectors/eip5792/CallsReport.ts'
import {
  CapabilitiesAnswer,
  GetCallsStatusParams,
  GetCapabilitiesParams,
  parseParams,
  SendCallsParams,
} from '../../../connectors/eip5792/callsSchemas.ts'
import { createSequentialCalls } from '../../../connectors/eip5792/createSequentialCalls.ts'
import { isNotImplemented } from '../../../connectors/eip5792/isNotImplemented.ts'
import { mergeCapabilities } from '../../../connectors/eip5792/mergeCapabilities.ts'
import {
  AtomicityNotSupportedError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
} from '../../../connectors/eip5792/SendCallsErrors.ts'
import { WalletCapabilitiesParseError } from '../../../connectors/eip5792/WalletCapabilitiesParseError.ts'
import { forwardPaymasterService } from '../../../connectors/paymaster/paymasterService.ts'
import type { Connection } from '../../connection/index.ts'

export type WalletCallsDeps = {
  getNetworks: () => readonly Network[]
  chainClients: ChainClients
  /** The api, which keeps the batches the modal sends (null without one: kept in memory). */
  api: ApiClient | null
  /** Shows the CallsStatus view of batch `id`; resolves once it is shown. */
  showCallsStatus: (id: string, read: ReadCallsReport) => Promise<void>
}

/**
 * EIP-5792 for a connected wallet that is not the embedded one (the host's extensions,
 * WalletConnect, Coinbase): each method goes to the wallet first; where the wallet does not
 * implement it (4200, -32601) the modal answers in its place.
 * - `wallet_getCapabilities`: the wallet's answer as it gave it, plus `atomic: unsupported` on
 *   each chain it does not say `atomic` for (`mergeCapabilities`); an answer that is not an
 *   object of capabilities per chain rejects with 'Error parsing wallet capabilities' (SPEC §8).
 * - `wallet_sendCalls`: ERC-7677's `paymasterService` only to a wallet that reports it (else
 *   5700, or dropped when optional: `forwardPaymasterService`); for a wallet without the
 *   method, one `eth_sendTransaction` per call through the wallet, each with the
 *   wallet's own approval if it asks one (`createSequentialCalls`); `atomicRequired` is 5760,
 *   another chain than the wallet's 5710.
 * - `wallet_getCallsStatus`: a batch the modal sent (kept by the api, so also after a reload),
 *   from the chain's receipts; any other id goes to the wallet (5730 when the wallet does not
 *   implement the method).
 * - `wallet_showCallsStatus`: a batch the modal sent opens the modal's CallsStatus view and
 *   answers null once it shows; any other id goes to the wallet, as `wallet_getCallsStatus`.
 */
export function createWalletCalls(deps: WalletCallsDeps) {
  const ownAccount = (connection: Connection, address: string) => {
    if (!connection.accounts.some((a) => a.toLowerCase() === address.toLowerCase()))
      throw new UnauthorizedProviderError('The address is not an account of this wallet.')
  }

  const getCapabilities = async (connection: Connection, request: RpcRequest) => {
    const [address, chainIds] = parseParams(GetCapabilitiesParams, request.params, request.method)
    if (typeof address !== 'string' || (chainIds !== undefined && !Array.isArray(chainIds)))
      throw new InvalidParamsRpcError('wallet_getCapabilities takes [address, chainIds?].')
    ownAccount(connection, address)
    const answer = await connection.connector.request(request).then(
      (raw) => {
        const parsed = CapabilitiesAnswer.safeParse(raw)
        if (!parsed.success) throw new WalletCapabilitiesParseError(parsed.error.message)
        return parsed.data
      },
      (error: unknown) => {
        if (isNotImplemented(error)) return null
        throw error
      },
    )
    const evm = deps
      .getNetworks()
      .filter((n) => n.chainNamespace === 'eip155')
      .map((n) => numberToHex(Number(n.id)))
    return mergeCapabilities(answer, evm, chainIds)
  }

  const sequential = createSequentialCalls({
    chainClients: deps.chainClients,
    store: deps.api && createCallsStore(deps.api, readTabClaim(frameSessionStorage())),
    networks: deps.getNetworks,
  })
  /** Whose batches the host asks about: the wallet's first account. */
  const accountOf = (connection: Connection) => connection.accounts[0] as Hex

  const sendCalls = async (connection: Connection, asked: RpcRequest) => {
    const request = await forwardPaymasterService(asked, connection.connector.name, (chainId) =>
      connection.connector.request({
        method: 'wallet_getCapabilities',
        params: [accountOf(connection), [chainId]],
      }),
    )
    try {
      return await connection.connector.request(request)
    } catch (error) {
      if (!isNotImplemented(error)) throw error
    }
    const [batch] = parseParams(SendCallsParams, request.params, request.method)
    if (!batch) throw new InvalidParamsRpcError('wallet_sendCalls takes one batch.')
    if (batch.from) ownAccount(connection, batch.from)
    const network = deps.getNetworks().find((n) => n.caipNetworkId === connection.caipNetworkId)
    if (!network || BigInt(batch.chainId) !== BigInt(network.id))
      throw new UnsupportedChainIdError(
        `The wallet is on ${network?.name ?? connection.caipNetworkId}, not ${batch.chainId}.`,
      )
    if (batch.atomicRequired)
      throw new AtomicityNotSupportedError(
        `${connection.connector.name} cannot run calls atomically: the modal sends them one transaction at a time.`,
      )
    const { connector } = connection
    return sequential.send({
      batch,
      from: (batch.from ?? connection.accounts[0]) as Hex,
      network,
      sendTransaction: (transaction) =>
        connector.request({ method: 'eth_sendTransaction', params: [transaction] }),
    })
  }

  const getCallsStatus = async (connection: Connection, request: RpcRequest) => {
    const [id] = parseParams(GetCallsStatusParams, request.params, request.method)
    if (!id) throw new InvalidParamsRpcError('wallet_getCallsStatus takes [id].')
    const ours = await sequential.status(id, accountOf(connection))
    if (ours) return ours
    return connection.connector.request(request).catch((error: unknown) => {
      if (isNotImplemented(error)) throw new UnknownBundleIdError(`No batch with id ${id}.`)
      throw error
    })
  }

  const showCallsStatus = async (connection: Connection, request: RpcRequest) => {
    const [id] = parseParams(GetCallsStatusParams, request.params, request.method)
    if (!id) throw new InvalidParamsRpcError('wallet_showCallsStatus takes [id].')
    const account = accountOf(connection)
    if (await sequential.knows(id, account)) {
      await deps.showCallsStatus(id, async () => {
        const report = await sequential.report(id, account)
        if (!report) throw new UnknownBundleIdError(`No batch with id ${id}.`)
        return report
      })
      return null
    }
    return connection.connector.request(request).catch((error: unknown) => {
      if (isNotImplemented(error)) throw new UnknownBundleIdError(`No batch with id ${id}.`)
      throw error
    })
  }

  /** One of `WALLET_CALLS_METHODS` from the host, for `connection`. */
  return async function handle(connection: Connection, request: RpcRequest): Promise<unknown> {
    switch (request.method) {
      case 'wallet_getCapabilities':
        return getCapabilities(connection, request)
      case 'wallet_sendCalls':
        return sendCalls(connection, request)
      case 'wallet_getCallsStatus':
        return getCallsStatus(connection, request)
      case 'wallet_showCallsStatus':
        return showCallsStatus(connection, request)
      default:
        return connection.connector.request(request)
    }
  }
}
export type WalletCalls = ReturnType<typeof createWalletCalls>
