import { InvalidParamsRpcError, type RpcRequest } from '@porthole/shared-protocol'
import {
  createPublicClient,
  custom,
  type Hex,
  numberToHex,
  type PrepareTransactionRequestParameters,
} from 'viem'
import type { ChainClient } from '../../../chains/ChainClient.ts'

type TxParams = {
  from?: string
  to?: Hex
  value?: Hex
  data?: Hex
  gas?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  gasPrice?: Hex
  nonce?: Hex
}

const big = (value: Hex | undefined) => (value === undefined ? undefined : BigInt(value))

/**
 * Fills nonce, gas and fees of a host's `eth_sendTransaction` on the chain's own RPC (viem
 * `prepareTransactionRequest`; the vault cannot reach chains), as JSON-RPC hex fields for
 * the vault's `eth_signTransaction`. Fee fields the host gave are kept.
 */
export async function prepareEvmTransaction(
  chain: ChainClient,
  { chainId, from, request }: { chainId: number; from: Hex; request: RpcRequest },
) {
  const [tx] = (Array.isArray(request.params) ? request.params : []) as [TxParams | undefined]
  if (!tx || typeof tx !== 'object')
    throw new InvalidParamsRpcError('eth_sendTransaction needs a transaction.')
  const client = createPublicClient({
    transport: custom({ request: (args) => chain.request(args) }),
  })
  const legacy = tx.gasPrice !== undefined
  const prepared = await client.prepareTransactionRequest({
    account: from,
    chain: null,
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.value ? { value: BigInt(tx.value) } : {}),
    ...(tx.data ? { data: tx.data } : {}),
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
    ...(tx.nonce ? { nonce: Number(tx.nonce) } : {}),
    ...(legacy
      ? { gasPrice: big(tx.gasPrice), type: 'legacy' }
      : {
          ...(tx.maxFeePerGas ? { maxFeePerGas: big(tx.maxFeePerGas) } : {}),
          ...(tx.maxPriorityFeePerGas
            ? { maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) }
            : {}),
        }),
  } as PrepareTransactionRequestParameters)
  const hex = (value: bigint | number | undefined) =>
    value === undefined ? undefined : numberToHex(value)
  return {
    from,
    chainId: numberToHex(chainId),
    nonce: numberToHex(prepared.nonce),
    gas: numberToHex(prepared.gas),
    ...(prepared.to ? { to: prepared.to } : {}),
    ...(prepared.value ? { value: numberToHex(prepared.value) } : {}),
    ...(prepared.data ? { data: prepared.data } : {}),
    ...('maxFeePerGas' in prepared && prepared.maxFeePerGas !== undefined
      ? {
          maxFeePerGas: hex(prepared.maxFeePerGas),
          maxPriorityFeePerGas: hex(prepared.maxPriorityFeePerGas),
        }
      : { gasPrice: hex(prepared.gasPrice) }),
  }
}
