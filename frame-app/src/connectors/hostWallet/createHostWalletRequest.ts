import type { HostWallet, RpcRequest } from '@porthole/shared-protocol'
import { mapWalletError } from '../mapWalletError.ts'
import { type LivenessOptions, withLiveness } from './withLiveness.ts'

/** Asks the host page to pass a request to the wallet `uuid` names (HOST_WALLET_REQUEST). */
export type HostWalletRequest = (uuid: string, request: RpcRequest) => Promise<unknown>

/**
 * A host-page wallet's `request`, through HOST_WALLET_REQUEST: each request is watched for
 * liveness (`withLiveness`, with `probe` asked of the wallet as the sign of life), and the
 * wallet's errors come back as the typed EIP-1193 ones (`mapWalletError`).
 * @example createHostWalletRequest(wallet, forward, liveness, { method: 'eth_chainId' })
 */
export function createHostWalletRequest(
  wallet: HostWallet,
  forward: HostWalletRequest,
  liveness: Omit<LivenessOptions, 'probe'>,
  probe: RpcRequest,
) {
  const alive = () => forward(wallet.uuid, probe)
  return (request: RpcRequest) =>
    withLiveness(forward(wallet.uuid, request), { ...liveness, probe: alive }).catch(
      (error: unknown) => {
        throw mapWalletError(error)
      },
    )
}
