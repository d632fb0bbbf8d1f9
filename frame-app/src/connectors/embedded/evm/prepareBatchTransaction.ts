import type { SignedAuthorizationJson } from '@porthole/shared-protocol'
import { createPublicClient, custom, type Hex, numberToHex } from 'viem'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import { DELEGATED_CODE } from './delegatedCode.ts'

/**
 * The one transaction of a batch, for the vault's `eth_signTransaction`: the account calls
 * itself with `data` (executeBatch). When the account is not yet delegated, `authorize` gets
 * the EIP-7702 authorization for the next nonce (the transaction's own nonce + 1, as the account
 * sends it itself) and the transaction is type 4; else an EIP-1559 transaction. Gas is estimated
 * with the authorization applied.
 */
export async function prepareBatchTransaction(
  chain: ChainClient,
  options: {
    chainId: number
    from: Hex
    data: Hex
    authorize: (nonce: number) => Promise<SignedAuthorizationJson>
  },
) {
  const { chainId, from, data } = options
  const client = createPublicClient({
    transport: custom({ request: (args) => chain.request(args) }),
  })
  const [code, nonce] = await Promise.all([
    client.getCode({ address: from }),
    client.getTransactionCount({ address: from, blockTag: 'pending' }),
  ])
  const delegated = code?.toLowerCase() === DELEGATED_CODE
  const authorization = delegated ? null : await options.authorize(nonce + 1)
  const authorizationList = authorization
    ? [
        {
          ...authorization,
          address: authorization.address as Hex,
          r: authorization.r as Hex,
          s: authorization.s as Hex,
        },
      ]
    : undefined
  const prepared = await client.prepareTransactionRequest({
    account: from,
    chain: null,
    to: from,
    data,
    nonce,
    ...(authorizationList ? { authorizationList, type: 'eip7702' as const } : {}),
  })
  const fees = prepared as { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint }
  return {
    delegated,
    transaction: {
      from,
      to: from,
      chainId: numberToHex(chainId),
      nonce: numberToHex(nonce),
      gas: numberToHex(prepared.gas),
      data,
      maxFeePerGas: numberToHex(fees.maxFeePerGas ?? 0n),
      maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas ?? 0n),
      ...(authorization ? { authorizationList: [authorization] } : {}),
    },
  }
}
