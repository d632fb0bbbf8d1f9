import { InvalidParamsRpcError, type Network } from '@porthole/shared-protocol'
import { createPublicClient, custom, type Hex, numberToHex } from 'viem'
import type { ChainClient } from '../../../../chains/ChainClient.ts'
import type { ApproveRequest } from '../../approveRequest.ts'
import type { VaultClient } from '../../createVaultClient.ts'
import { REMOVE_DELEGATION_METHOD } from './removeDelegationMethod.ts'

/** EIP-7702's PER_EMPTY_ACCOUNT_COST: the gas each authorization adds to the transaction. */
const AUTHORIZATION_GAS = 25_000n
const DELEGATION_PREFIX = '0xef0100'

/**
 * Ends the account's EIP-7702 delegation on `network` (decision 0012): ApproveTransaction
 * first shows what goes (the delegate, smart-account features, the permissions it granted),
 * then the vault's REMOVE_DELEGATION signs the one type-4 transaction that carries an
 * authorization to the zero address, and it is broadcast: its hash. The gas is a plain call to
 * itself plus the authorization's cost.
 */
export async function sendDelegationRemoval(
  deps: { vault: VaultClient; chain: ChainClient; approve: ApproveRequest },
  options: { from: Hex; network: Network },
): Promise<Hex> {
  const { from, network } = options
  const client = createPublicClient({
    transport: custom({ request: (args) => deps.chain.request(args) }),
  })
  const code = (await client.getCode({ address: from }))?.toLowerCase() ?? '0x'
  if (!code.startsWith(DELEGATION_PREFIX))
    throw new InvalidParamsRpcError(`The account has no delegation on ${network.name}.`)
  const delegate = `0x${code.slice(DELEGATION_PREFIX.length)}`
  const chainId = Number(network.id)
  await deps.approve(
    { method: REMOVE_DELEGATION_METHOD, params: [{ account: from, delegate, chainId }] },
    { account: from, caipNetworkId: network.caipNetworkId },
  )
  const nonce = await client.getTransactionCount({ address: from, blockTag: 'pending' })
  const prepared = await client.prepareTransactionRequest({
    account: from,
    chain: null,
    to: from,
    data: '0x',
    nonce,
  })
  const fees = prepared as { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint }
  const { transaction } = await deps.vault.call('REMOVE_DELEGATION', {
    chainId,
    nonce,
    gas: numberToHex(prepared.gas + AUTHORIZATION_GAS),
    maxFeePerGas: numberToHex(fees.maxFeePerGas ?? 0n),
    maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas ?? 0n),
  })
  return (await deps.chain.request({
    method: 'eth_sendRawTransaction',
    params: [transaction],
  })) as Hex
}
