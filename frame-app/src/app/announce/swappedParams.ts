import type { HistoryItem } from '@porthole/shared-protocol/dataApi'
import { formatQuantity } from '../../features/account/index.ts'

/**
 * What a trade recorded by the frame's Swap paid and received, to 3 decimals in the locale
 * (SPEC §9), for 'snackbar.swapped'.
 * @example swappedParams(trade, 'en-US') // { from: '100.000', fromSymbol: 'DUSD', to: '49.850', toSymbol: 'PDT' }
 */
export function swappedParams(item: HistoryItem, locale: string): Record<string, string> {
  const out = item.transfers.find((t) => t.direction === 'out')
  const into = item.transfers.find((t) => t.direction === 'in')
  return {
    from: out ? formatQuantity(out.quantity.numeric, locale) : '',
    fromSymbol: out?.fungible_info?.symbol ?? '',
    to: into ? formatQuantity(into.quantity.numeric, locale) : '',
    toSymbol: into?.fungible_info?.symbol ?? '',
  }
}
