import { bitcoinNetworkOf } from '@porthole/shared-protocol/bitcoin'
import { formatUnits } from 'viem'
import { z } from 'zod'
import type { BitcoinDataSource, BitcoinHistoryItem } from '../bitcoin/BitcoinDataSource.ts'
import { parseBitcoinAddress } from '../bitcoin/parseBitcoinAddress.ts'
import type { Clock } from '../clock.ts'
import { parseInput } from '../input/parseInput.ts'
import { operationType } from './operationType.ts'
import type { HistoryItem, HistoryPage, HistoryTransfer } from './schemas.ts'

const BTC = { name: 'Bitcoin', symbol: 'BTC', icon: { url: '' } }
const CursorSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'cursor must be a txid')
  .optional()

/**
 * What the transaction moved on the address's side: what it received (nothing spent), what it
 * paid others (spent less change and fee), or, paying no one else, its change back (self).
 */
function transferOf(item: BitcoinHistoryItem): HistoryTransfer {
  const paid = item.sent - item.received - item.fee
  const [direction, sats] =
    item.sent === 0n
      ? (['in', item.received] as const)
      : paid > 0n
        ? (['out', paid] as const)
        : (['self', item.received] as const)
  return { fungible_info: BTC, direction, quantity: { numeric: formatUnits(sats, 8) } }
}

/**
 * An address's Bitcoin history as SPEC §3 history items, newest first, mempool first: each
 * send or receive in BTC with its confirmations (`metadata.confirmations`; 0 and `pending` in
 * the mempool, where `minedAt` is now); `next` is the data source's txid cursor.
 */
export async function readBitcoinHistory(
  deps: { source: BitcoinDataSource; clock: Clock },
  chainId: string,
  account: string,
  cursor: string | undefined,
): Promise<HistoryPage> {
  const address = parseBitcoinAddress(bitcoinNetworkOf(chainId)!, account)
  const page = await deps.source.history(address, parseInput(CursorSchema, cursor, 'query'))
  const data = page.items.map((item): HistoryItem => {
    const transfer = transferOf(item)
    const other = item.counterparty ?? ''
    return {
      id: item.txid,
      metadata: {
        operationType: operationType([transfer]),
        hash: item.txid,
        minedAt: new Date(item.time === null ? deps.clock.now() : item.time * 1000).toISOString(),
        sentFrom: transfer.direction === 'in' ? other : address,
        sentTo: transfer.direction === 'out' ? other : address,
        status: item.confirmations > 0 ? 'confirmed' : 'pending',
        nonce: 0,
        chain: chainId,
        confirmations: item.confirmations,
      },
      transfers: [transfer],
    }
  })
  return { data, next: page.next ?? null }
}
