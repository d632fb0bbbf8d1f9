import type { HostWallet, Network } from '@porthole/shared-protocol'
import {
  ErrorCode,
  ProviderDisconnectedError,
  REVOKE_PERMISSIONS_TIMEOUT_MS,
} from '@porthole/shared-protocol'
import { switchEvmChain } from '../../chains/evm/switchEvmChain.ts'
import type { Connector, ConnectorEvent } from '../Connector.ts'
import { chainIdToCaip } from '../chainIdToCaip.ts'
import { mapWalletError } from '../mapWalletError.ts'
import { requestEvmConnection } from '../requestEvmConnection.ts'
import { toEvmAccounts } from '../toEvmAccounts.ts'
import { createHostWalletRequest, type HostWalletRequest } from './createHostWalletRequest.ts'
import { hostWalletInfo } from './hostWalletInfo.ts'
import { DEFAULT_LIVENESS, type LivenessOptions } from './withLiveness.ts'

/** SPEC §9: revoke-permissions timeout. */
const REVOKE_TIMEOUT_MS = REVOKE_PERMISSIONS_TIMEOUT_MS
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type HostWalletConnector = Connector & {
  /** Feed a HOST_WALLET_EVENT from the bridge. */
  handleEvent(event: string, data: unknown): void
}

/**
 * A wallet announced in the host page (EIP-6963), or found only on its `window.ethereum`
 * (`INJECTED_WALLET_UUID`: SPEC §3's INJECTED type), reached through HOST_WALLET_REQUEST. Every
 * request is watched for liveness (`withLiveness`): a wallet that disappears mid-request fails
 * it with 4900 instead of leaving it pending forever; rejections come back as 4001 (SPEC §8).
 */
export function createHostWalletConnector(
  wallet: HostWallet,
  forward: HostWalletRequest,
  liveness: Omit<LivenessOptions, 'probe'> = DEFAULT_LIVENESS,
): HostWalletConnector {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  const request = createHostWalletRequest(wallet, forward, liveness, { method: 'eth_chainId' })
  return {
    ...hostWalletInfo(wallet),
    async connect() {
      const result = await requestEvmConnection(request, 'eth_requestAccounts')
      if (!result) throw new ProviderDisconnectedError('The wallet returned no accounts.')
      return result
    },
    restore: () => requestEvmConnection(request, 'eth_accounts'),
    async disconnect() {
      // EIP-2255 wallets forget the grant; others do not know the method. SPEC §9: waited for
      // at most 100 ms, and its failure never keeps the user connected; a wallet that knows the
      // method and fails it still lists the site, which the user is told (SPEC §8). Not watched
      // for liveness: nothing waits for it past 100 ms, and a wallet that never answers is not
      // probed after the user has left it.
      const revoke = forward(wallet.uuid, {
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      })
      const failure = await Promise.race([
        revoke.then(
          () => null,
          (error: unknown) => mapWalletError(error),
        ),
        sleep(REVOKE_TIMEOUT_MS).then(() => null),
      ])
      if (failure && !isRevokeUnknown(failure)) throw failure
    },
    request,
    switchNetwork(network: Network) {
      return switchEvmChain(request, network, wallet.name)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    handleEvent(event, data) {
      try {
        if (event === 'accountsChanged')
          emit({ type: 'accountsChanged', accounts: toEvmAccounts(data) })
        else if (event === 'chainChanged')
          emit({ type: 'chainChanged', caipNetworkId: chainIdToCaip(data) })
        else if (event === 'disconnect') emit({ type: 'disconnect' })
      } catch {
        // A malformed event from the host page is ignored, never acted on.
      }
    },
  }
}

/** The wallet does not know wallet_revokePermissions (or had not granted this site anything). */
function isRevokeUnknown(error: unknown) {
  const code = (error as { code?: unknown }).code
  return code === ErrorCode.unsupportedMethod || code === ErrorCode.unauthorized || code === -32601
}
