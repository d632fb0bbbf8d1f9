import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import type { Announcement } from './announceChange.ts'
import { swappedParams } from './swappedParams.ts'

const KEYS = {
  pending: 'account.activity.sentPending',
  confirmed: 'account.activity.sentConfirmed',
  failed: 'account.activity.sentFailed',
} as const

/**
 * What the live region says about a transfer sent from the frame, by its status. A swap's
 * progress and failure are said by the Swap view itself: only its confirmation is announced
 * here, in the snackbar's words.
 * @example announceSent(pendingDusd) // { key: 'account.activity.sentPending', params: { amount: '5', symbol: 'DUSD' } }
 */
export function announceSent(item: HistoryItem, locale = 'en-US'): Announcement | null {
  if (item.metadata.operationType === 'trade')
    return item.metadata.status === 'confirmed'
      ? { key: 'snackbar.swapped', params: swappedParams(item, locale) }
      : null
  const transfer = item.transfers[0]
  return {
    key: KEYS[item.metadata.status],
    params: {
      amount: transfer?.quantity.numeric ?? '',
      symbol: transfer?.fungible_info?.symbol ?? '',
    },
  }
}
