import type { HistoryItem, HistoryTransfer } from './schemas.ts'

type Moved = Pick<HistoryTransfer, 'direction'> & { mint?: boolean; burn?: boolean }

/** SPEC §3 operationType of a transaction from the account's side of its transfers. */
export function operationType(
  transfers: readonly Moved[],
): HistoryItem['metadata']['operationType'] {
  if (transfers.length === 0) return 'execute'
  if (transfers.every((t) => t.mint)) return 'mint'
  if (transfers.every((t) => t.burn)) return 'burn'
  const ins = transfers.some((t) => t.direction === 'in')
  const outs = transfers.some((t) => t.direction === 'out')
  if (ins && outs) return 'trade'
  return ins ? 'receive' : 'send'
}
