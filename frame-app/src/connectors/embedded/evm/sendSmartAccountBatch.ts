import type { Hex } from 'viem'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import type { VaultClient } from '../createVaultClient.ts'
import { type BatchCall, executeBatchCalldata } from './executeBatchCalldata.ts'
import { prepareBatchTransaction } from './prepareBatchTransaction.ts'

/**
 * Sends `calls` as the smart account's one transaction (executeBatch on itself; type 4 with the
 * vault's EIP-7702 authorization while not yet delegated), signed in the vault and broadcast on
 * `chain`: its hash. Asks nobody: the caller has had the user approve what the calls do.
 */
export async function sendSmartAccountBatch(
  deps: { vault: VaultClient; chain: ChainClient },
  options: { chainId: number; from: Hex; calls: readonly BatchCall[] },
): Promise<Hex> {
  const { chainId, from } = options
  const { transaction } = await prepareBatchTransaction(deps.chain, {
    chainId,
    from,
    data: executeBatchCalldata(options.calls),
    authorize: async (nonce) =>
      (await deps.vault.call('INIT_SMART_ACCOUNT', { chainId, nonce })).authorization,
  })
  const signed = await deps.vault.call('RPC_REQUEST', {
    method: 'eth_signTransaction',
    params: [transaction],
  })
  return (await deps.chain.request({ method: 'eth_sendRawTransaction', params: [signed] })) as Hex
}
