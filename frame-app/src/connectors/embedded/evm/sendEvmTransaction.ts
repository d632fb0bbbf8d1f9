import type { Network, RpcRequest } from '@porthole/shared-protocol'
import type { Hex } from 'viem'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { ApproveRequest } from '../approveRequest.ts'
import type { VaultClient } from '../createVaultClient.ts'
import { assertCanPay } from './assertCanPay.ts'
import { prepareEvmTransaction } from './prepareEvmTransaction.ts'

/**
 * The embedded wallet's `eth_sendTransaction`: a transaction the account cannot pay is refused
 * at once (`InsufficientFundsError`, -32003), before the user is asked to approve what the
 * chain would reject. Otherwise ApproveTransaction (none when `approve` is null: the modal's own
 * transaction, confirmed in its preview), then the transaction prepared again (the nonce may
 * have moved while the user read it), signed in the vault and broadcast.
 */
export async function sendEvmTransaction(
  deps: { chain: ChainClient; vault: VaultClient; approve: ApproveRequest | null },
  { request, from, network }: { request: RpcRequest; from: Hex; network: Network },
): Promise<unknown> {
  const { chain, vault, approve } = deps
  const prepare = () => prepareEvmTransaction(chain, { chainId: Number(network.id), from, request })
  await assertCanPay(chain, await prepare(), network)
  await approve?.(request, { account: from, caipNetworkId: network.caipNetworkId })
  const signed = await vault.call('RPC_REQUEST', {
    method: 'eth_signTransaction',
    params: [await prepare()],
  })
  return chain.request({ method: 'eth_sendRawTransaction', params: [signed] })
}
