import { ProviderDisconnectedError, type RpcRequest } from '@porthole/shared-protocol/host'
import { plain } from '../plain.ts'
import type { HostProvider } from './HostProvider.ts'

/**
 * Forward the frame's HOST_WALLET_REQUEST to the wallet the user picked in the host page, so
 * the extension attributes it to the host site. The result comes back as plain data; an error
 * is thrown as is and the dispatcher sends it as `{ code, message, data? }` with its code.
 * `signal` aborts when the frame that asked is gone (it reloaded): a wallet that takes it as
 * `request`'s second argument (the dev wallet does; EIP-1193 has no cancel) closes its prompt.
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
  signal?: AbortSignal,
): Promise<unknown> {
  if (!provider) throw new ProviderDisconnectedError('This wallet left the host page.')
  return plain(await provider.request(request, { signal }))
}
