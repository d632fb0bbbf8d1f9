import type { Network, RpcRequest } from '@porthole/shared-protocol'
import {
  InvalidParamsRpcError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@porthole/shared-protocol'
import { caipToHexChainId, chainIdToCaip } from '../../connectors/chainIdToCaip.ts'
import { mapWalletError } from '../../connectors/mapWalletError.ts'

type Request = (request: RpcRequest) => Promise<unknown>

const NO_SWITCH = /does not support programmatic chain switching/i

const codeOf = (error: unknown): unknown => {
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null
  return e?.data?.originalError?.code ?? e?.code
}

/** The `wallet_addEthereumChain` parameter built from a network's config. */
export function addChainParams(network: Network, chainId: string) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls.default.http,
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}

/**
 * SPEC §8 chain switch: `wallet_switchEthereumChain`; on 4902 (unknown chain) add it with
 * `wallet_addEthereumChain` and check `eth_chainId` again, failing with 'User rejected switch
 * after adding network.' (4001) when that fails or does not match. A wallet that cannot switch
 * (4200, or says so) fails with 'does not support programmatic chain switching' (4200).
 */
export async function switchEvmChain(
  request: Request,
  network: Network,
  walletName: string,
): Promise<void> {
  const chainId = caipToHexChainId(network.caipNetworkId)
  if (!chainId) throw new InvalidParamsRpcError(`${network.name} is not an EVM network.`)
  try {
    await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return
  } catch (error) {
    const code = codeOf(error)
    if (code === UnrecognizedChainError.code) return addAndCheck(request, network, chainId)
    const message = (error as { message?: unknown } | null)?.message
    if (
      code === UnsupportedProviderMethodError.code ||
      (typeof message === 'string' && NO_SWITCH.test(message))
    ) {
      throw new UnsupportedProviderMethodError(
        `${walletName} does not support programmatic chain switching.`,
        { cause: error },
      )
    }
    throw mapWalletError(error)
  }
}

async function addAndCheck(request: Request, network: Network, chainId: string) {
  try {
    await request({ method: 'wallet_addEthereumChain', params: [addChainParams(network, chainId)] })
    const now = chainIdToCaip(await request({ method: 'eth_chainId' }))
    if (now === network.caipNetworkId) return
  } catch (cause) {
    throw new UserRejectedRequestError('User rejected switch after adding network.', { cause })
  }
  throw new UserRejectedRequestError('User rejected switch after adding network.')
}
