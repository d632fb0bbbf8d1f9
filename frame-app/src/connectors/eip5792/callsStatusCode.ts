/** EIP-5792's status codes (Final). */
export const CallsStatus = {
  /** Received, not yet (all) onchain. */
  pending: 100,
  /** Every call included onchain without reverts. */
  confirmed: 200,
  /** Not included onchain, and the wallet will not retry. */
  offchainFailure: 400,
  /** Reverted completely: only gas was spent. */
  reverted: 500,
  /** Reverted partially: some calls' changes are onchain. */
  partiallyReverted: 600,
} as const

/**
 * A batch's EIP-5792 status code from its transactions' receipt statuses (`'0x1'` success,
 * `'0x0'` reverted, null not yet onchain). `expected` transactions make the whole batch (one for
 * an atomic batch, one per call otherwise); `sending` is true while more may still be sent.
 * Sent one per call, a batch that stopped early (a rejected approval, a failure, a revert) with
 * some calls landed is 600, with none landed 400.
 * @example callsStatusCode({ expected: 2, statuses: ['0x1', '0x1'], sending: false }) // 200
 */
export function callsStatusCode(batch: {
  expected: number
  statuses: readonly (string | null)[]
  sending: boolean
}): number {
  const { expected, statuses, sending } = batch
  if (sending || statuses.includes(null)) return CallsStatus.pending
  const succeeded = statuses.filter((status) => status === '0x1').length
  if (statuses.length === expected && succeeded === expected) return CallsStatus.confirmed
  if (statuses.length === 0) return CallsStatus.offchainFailure
  if (succeeded === 0) return CallsStatus.reverted
  return CallsStatus.partiallyReverted
}
