import { InvalidParamsRpcError } from '@porthole/shared-protocol'

/**
 * SPEC §7: transactions are sent as legacy type. Sets `type: '0x0'`, drops EIP-1559 fee
 * fields, and fills `gasPrice` (from `getGasPrice`) when the caller gave none.
 */
export async function prepareLegacyTransaction(
  params: unknown,
  getGasPrice: () => Promise<bigint>,
): Promise<Record<string, unknown>> {
  const tx = Array.isArray(params) ? params[0] : undefined
  if (!tx || typeof tx !== 'object' || Array.isArray(tx)) {
    throw new InvalidParamsRpcError('eth_sendTransaction expects [transaction].')
  }
  const { maxFeePerGas, maxPriorityFeePerGas, accessList, ...rest } = tx as Record<string, unknown>
  const gasPrice =
    typeof rest.gasPrice === 'string' ? rest.gasPrice : `0x${(await getGasPrice()).toString(16)}`
  return { ...rest, type: '0x0', gasPrice }
}
