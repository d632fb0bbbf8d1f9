import type { CallState } from './CallsReport.ts'

/**
 * The state of each of `calls` from the transactions sent so far: `statuses[i]` is the receipt
 * status of call i's transaction (`'0x1'`, `'0x0'`, null while not onchain); a call past the
 * sent ones is `queued` while the batch may still send it, else `notSent`.
 * @example callStates(3, ['0x1', null], true) // ['confirmed', 'pending', 'queued']
 */
export function callStates(
  count: number,
  statuses: readonly (string | null)[],
  sending: boolean,
): CallState[] {
  return Array.from({ length: count }, (_, i) => {
    if (i >= statuses.length) return sending ? 'queued' : 'notSent'
    const status = statuses[i]
    return status === '0x1' ? 'confirmed' : status === '0x0' ? 'reverted' : 'pending'
  })
}
