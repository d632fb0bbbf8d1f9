import { type Address, erc20Abi, type Hash, type PublicClient, parseEventLogs } from 'viem'
import { PaymentNotVerifiedError } from './orderErrors.ts'

export type ExpectedPayment = {
  txHash: Hash
  recipient: Address
  /** The ERC-20 paid in; undefined for the native coin. */
  token: Address | undefined
  /** The amount in the asset's smallest unit. */
  units: bigint
  /** The chain's head when the payment began: the transaction must be mined after it. */
  minedAfter: bigint
}

const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/**
 * Checks on the chain that `txHash` paid the order: its receipt succeeded, it was mined after the
 * payment began, and it moved exactly
 * `units` to the recipient (the native coin as the transaction's value, or an ERC-20 Transfer
 * log of the token's contract). Resolves with the payer (the transaction's sender).
 */
export async function verifyPayment(reader: PublicClient, expected: ExpectedPayment) {
  const receipt = await reader
    .getTransactionReceipt({ hash: expected.txHash })
    .catch((cause: unknown) => {
      throw new PaymentNotVerifiedError('notFound', 'No receipt for this transaction.', cause)
    })
  if (receipt.status !== 'success')
    throw new PaymentNotVerifiedError('reverted', 'The transaction reverted.')
  if (receipt.blockNumber <= expected.minedAfter)
    throw new PaymentNotVerifiedError(
      'beforeOrder',
      'The transaction was mined before this payment began: it cannot pay this order.',
    )
  const { token, recipient, units } = expected
  let paid: boolean
  if (token) {
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    paid = transfers.some(
      (log) => same(log.address, token) && same(log.args.to, recipient) && log.args.value === units,
    )
  } else {
    const tx = await reader.getTransaction({ hash: expected.txHash })
    paid = same(tx.to, recipient) && tx.value === units
  }
  if (!paid)
    throw new PaymentNotVerifiedError(
      'noTransfer',
      'The transaction does not move the amount of the asset to the recipient.',
    )
  return receipt.from
}
