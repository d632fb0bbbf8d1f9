import type { RpcRequest } from '@porthole/shared-protocol'
import type { ConnectResult } from './Connector.ts'
import { chainIdToCaip } from './chainIdToCaip.ts'
import { toEvmAccounts } from './toEvmAccounts.ts'

/**
 * An EIP-1193 wallet's accounts and its current chain as a connection: `eth_requestAccounts`
 * (the wallet's prompt) or `eth_accounts` (what it already granted, silently); null when it
 * grants no account.
 * @example await requestEvmConnection(request, 'eth_accounts') // null: nothing granted yet
 */
export async function requestEvmConnection(
  request: (request: RpcRequest) => Promise<unknown>,
  method: 'eth_requestAccounts' | 'eth_accounts',
): Promise<ConnectResult | null> {
  const accounts = toEvmAccounts(await request({ method }))
  if (accounts.length === 0) return null
  return { accounts, caipNetworkId: chainIdToCaip(await request({ method: 'eth_chainId' })) }
}
