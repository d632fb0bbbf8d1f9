import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import type { Announcement } from './announceChange.ts'

const KEYS = {
  pending: 'account.activity.sentPending',
  confirmed: 'account.activity.sentConfirmed',
  failed: 'account.activity.sentFailed',
} as const

/**
 * What the live region says about a transfer sent from the frame, by its status.
 * @example announceSent(pendingDusd) // { key: 'account.activity.sentPending', params: { amount: '5', symbol: 'DUSD' } }
 */
export function announceSent(item: HistoryItem): Announcement {
  const transfer = item.transfers[0]
  return {
    key: KEYS[item.metadata.status],
    params: {
      amount: transfer?.quantity.numeric ?? '',
      symbol: transfer?.fungible_info?.symbol ?? '',
    },
  }
}
