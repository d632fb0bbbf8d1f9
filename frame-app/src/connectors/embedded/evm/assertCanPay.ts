import type { Network } from '@porthole/shared-protocol'
import { formatUnits, type Hex } from 'viem'
import type { ChainClient } from '../../../chains/ChainClient.ts'
import { InsufficientFundsError } from './InsufficientFundsError.ts'

type PreparedFees = {
  from: Hex
  gas: Hex
  value?: Hex | undefined
  maxFeePerGas?: Hex | undefined
  gasPrice?: Hex | undefined
}

/**
 * Throws `InsufficientFundsError` when `from` holds less of the network's coin than the
 * transaction's value plus its highest network fee (gas × max fee per gas): the chain would
 * refuse it after the user approved it.
 * @example await assertCanPay(chain, prepared, network)
 */
export async function assertCanPay(
  chain: Pick<ChainClient, 'getBalance'>,
  tx: PreparedFees,
  network: Pick<Network, 'nativeCurrency'>,
): Promise<void> {
  const fee = BigInt(tx.gas) * BigInt(tx.maxFeePerGas ?? tx.gasPrice ?? '0x0')
  const needed = BigInt(tx.value ?? '0x0') + fee
  const balance = await chain.getBalance(tx.from)
  if (balance >= needed) return
  const { symbol, decimals } = network.nativeCurrency
  const amount = (value: bigint) => `${formatUnits(value, decimals)} ${symbol}`
  throw new InsufficientFundsError(
    `Insufficient funds: this transaction needs up to ${amount(needed)} with its network fee, and the account has ${amount(balance)}.`,
  )
}
