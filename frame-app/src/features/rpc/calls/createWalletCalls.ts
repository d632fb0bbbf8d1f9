import {
  InvalidParamsRpcError,
  type Network,
  type RpcRequest,
  UnauthorizedProviderError,
} from '@porthole/shared-protocol'
import { numberToHex } from 'viem'
import {
  CapabilitiesAnswer,
  GetCapabilitiesParams,
  parseParams,
} from '../../../connectors/eip5792/callsSchemas.ts'
import { isNotImplemented } from '../../../connectors/eip5792/isNotImplemented.ts'
import { mergeCapabilities } from '../../../connectors/eip5792/mergeCapabilities.ts'
import type { Connection } from '../../connection/index.ts'

export type WalletCallsDeps = {
  getNetworks: () => readonly Network[]
}

/**
 * EIP-5792 for a connected wallet that is not the embedded one (the host's extensions,
 * WalletConnect, Coinbase): each method goes to the wallet first; where the wallet does not
 * implement it (4200, -32601) the modal answers in its place.
 * - `wallet_getCapabilities`: the wallet's answer as it gave it, plus `atomic: unsupported` on
 *   each chain it does not say `atomic` for (`mergeCapabilities`).
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
      (raw) => CapabilitiesAnswer.safeParse(raw).data ?? null,
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

  /** One of `WALLET_CALLS_METHODS` from the host, for `connection`. */
  return async function handle(connection: Connection, request: RpcRequest): Promise<unknown> {
    switch (request.method) {
      case 'wallet_getCapabilities':
        return getCapabilities(connection, request)
      default:
        return connection.connector.request(request)
    }
  }
}
export type WalletCalls = ReturnType<typeof createWalletCalls>
