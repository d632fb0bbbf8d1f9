import type { Network, RpcRequest } from '@porthole/shared-protocol'
import { BaseError, ExecutionRevertedError, type Hex } from 'viem'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { ApproveRequest } from '../approveRequest.ts'
import type { VaultClient } from '../createVaultClient.ts'
import { assertCanPay } from './assertCanPay.ts'
import { prepareEvmTransaction } from './prepareEvmTransaction.ts'

/** Whether preparing failed because the transaction reverts (its gas estimate), not the node. */
const reverts = (error: unknown) =>
  error instanceof BaseError &&
  error.walk((cause) => cause instanceof ExecutionRevertedError) !== null

/**
 * The embedded wallet's `eth_sendTransaction`: a transaction the account cannot pay is refused
 * at once (`InsufficientFundsError`, -32003), before the user is asked to approve what the
 * chain would reject. Otherwise ApproveTransaction (none when `approve` is null: the modal's own
 * transaction, confirmed in its preview), then the transaction prepared again (the nonce may
 * have moved while the user read it), signed in the vault and broadcast.
 * A transaction without `gas` whose estimate reverts still reaches ApproveTransaction, where the
 * simulation says it would fail and why (decision 0018); approved anyway, preparing it again
 * answers the host the chain's revert, and nothing is signed.
 */
export async function sendEvmTransaction(
  deps: { chain: ChainClient; vault: VaultClient; approve: ApproveRequest | null },
  { request, from, network }: { request: RpcRequest; from: Hex; network: Network },
): Promise<unknown> {
  const { chain, vault, approve } = deps
  const prepare = () => prepareEvmTransaction(chain, { chainId: Number(network.id), from, request })
  const prepared = await prepare().catch((error: unknown) => {
    if (approve && reverts(error)) return null
    throw error
  })
  if (prepared) await assertCanPay(chain, prepared, network)
  await approve?.(request, { account: from, caipNetworkId: network.caipNetworkId })
  const signed = await vault.call('RPC_REQUEST', {
    method: 'eth_signTransaction',
    params: [await prepare()],
  })
  return chain.request({ method: 'eth_sendRawTransaction', params: [signed] })
}
