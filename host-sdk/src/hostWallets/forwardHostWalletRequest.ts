import { ProviderDisconnectedError, type RpcRequest } from '@porthole/shared-protocol/host'
import { plain } from '../plain.ts'
import type { HostProvider } from './HostProvider.ts'

/**
 * Forward the frame's HOST_WALLET_REQUEST to the wallet the user picked in the host page, so
 * the extension attributes it to the host site. The result comes back as plain data; an error
 * is thrown as is and the dispatcher sends it as `{ code, message, data? }` with its code.
 *
 * @example
 * ```ts
 * const accounts = await forwardHostWalletRequest(wallets.get(uuid), {
 *   method: 'eth_requestAccounts',
 * })
 * ```
 */
export async function forwardHostWalletRequest(
  provider: HostProvider | undefined,
  request: RpcRequest,
): Promise<unknown> {
  if (!provider)
    throw new ProviderDisconnectedError('This wallet is not in the host page any more.')
  return plain(await provider.request(request))
}
