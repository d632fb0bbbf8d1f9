import type { HistoryItem } from '@porthole/shared-protocol/dataApi'

type Metadata = HistoryItem['metadata']
type Transfer = HistoryItem['transfers'][number]

/**
 * A history item as the frame records a send or a swap, for a test: a pending send of
 * `transfers` on Ethereum, its metadata overridden by `metadata` (its id is its hash).
 * @example testHistoryItem({ status: 'confirmed' }, [testTransfer('DUSD', 'out', '5')])
 */
export function testHistoryItem(metadata: Partial<Metadata>, transfers: Transfer[]): HistoryItem {
  const full: Metadata = {
    operationType: 'send',
    hash: '0x1',
    minedAt: '2030-01-01T00:00:00.000Z',
    sentFrom: '0xa',
    sentTo: '0xb',
    status: 'pending',
    nonce: 0,
    chain: 'eip155:1',
    ...metadata,
  }
  return { id: full.hash, metadata: full, transfers }
}

/** A fungible transfer of `numeric` of the token `symbol` (named as its symbol, no icon). */
export const testTransfer = (
  symbol: string,
  direction: Transfer['direction'],
  numeric: string,
): Transfer => ({
  fungible_info: { name: symbol, symbol, icon: { url: '' } },
  direction,
  quantity: { numeric },
})
