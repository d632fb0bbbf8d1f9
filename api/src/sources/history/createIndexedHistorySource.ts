import { type Address, formatUnits, getAddress, zeroAddress } from 'viem'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/Db.ts'
import { ValidationError } from '../../errors.ts'
import { operationType } from '../../history/operationType.ts'
import {
  findHistoryTransactions,
  findHistoryTransfers,
  type HistoryPosition,
  type HistoryTransferRow,
} from '../../history/queries.ts'
import type { HistoryItem, HistoryTransfer } from '../../history/schemas.ts'
import { nftImagePath } from '../../nfts/nftImagePath.ts'
import type { PublicFetch } from '../publicFetch/createPublicFetch.ts'
import { NFT_METADATA_TTL_MS, readNftMetadata } from '../readNftMetadata.ts'
import type { HistorySource } from './HistorySource.ts'

const encodeCursor = (position: HistoryPosition) =>
  Buffer.from(`${position.block}.${position.txIndex}`).toString('base64url')

function decodeCursor(cursor: string): HistoryPosition {
  const match = /^(\d{1,20})\.(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match?.[1] || !match[2])
    throw new ValidationError('Invalid query: cursor: not a cursor from this api')
  return { block: BigInt(match[1]), txIndex: Number(match[2]) }
}

/**
 * History from the api's indexer (the `transfers` table): newest first, `pageSize` items a
 * page, `next` an opaque cursor (null on the last page).
 */
export function createIndexedHistorySource(options: {
  db: Db
  clock: Clock
  fetchPublic: PublicFetch
  pageSize?: number
}): HistorySource {
  const { db, clock, fetchPublic, pageSize = 20 } = options
  return {
    async history(entry, account, cursor) {
      const chainId = entry.chain.caipNetworkId
      const address = account.toLowerCase()
      const before = cursor === undefined ? undefined : decodeCursor(cursor)
      const txs = await findHistoryTransactions(db, chainId, address, before, pageSize + 1)
      const page = txs.slice(0, pageSize)
      const now = new Date(clock.now())
      const rows = await findHistoryTransfers(
        db,
        chainId,
        address,
        page.map((tx) => tx.tx_hash),
        new Date(now.getTime() - NFT_METADATA_TTL_MS),
      )
      const toTransfer = async (
        row: HistoryTransferRow,
      ): Promise<HistoryTransfer & { mint: boolean; burn: boolean }> => {
        const direction =
          row.from_address === row.to_address ? 'self' : row.to_address === address ? 'in' : 'out'
        const flags = {
          mint: row.from_address === zeroAddress,
          burn: row.to_address === zeroAddress,
        }
        if (row.kind === 'erc721' && row.token && row.token_id) {
          // Cached metadata came with the row; only a miss reads the token (and caches it).
          const meta = row.nft_fetched_at
            ? { name: row.nft_name, image: row.nft_image }
            : await readNftMetadata(
                db,
                fetchPublic,
                entry,
                { address: getAddress(row.token) as Address, tokenId: BigInt(row.token_id) },
                now,
              )
          const collection = row.name ?? 'NFT'
          return {
            ...flags,
            direction,
            nft_info: {
              name: meta.name ?? `${collection} #${row.token_id}`,
              content: {
                preview: {
                  url: meta.image ? nftImagePath(chainId, getAddress(row.token), row.token_id) : '',
                },
              },
              collection_info: { name: collection },
            },
            quantity: { numeric: '1' },
          }
        }
        const native = row.kind === 'native'
        const decimals = native ? entry.chain.nativeCurrency.decimals : (row.decimals ?? 0)
        const icon = native
          ? (entry.chain.nativeCurrency.iconUrl ?? '')
          : (entry.chain.tokens.find((t) => t.address.toLowerCase() === row.token)?.iconUrl ?? '')
        return {
          ...flags,
          direction,
          fungible_info: {
            name: native ? entry.chain.nativeCurrency.name : (row.name ?? ''),
            symbol: native ? entry.chain.nativeCurrency.symbol : (row.symbol ?? ''),
            icon: { url: icon },
          },
          quantity: { numeric: formatUnits(BigInt(row.amount ?? '0'), decimals) },
        }
      }
      const data: HistoryItem[] = []
      for (const tx of page) {
        const moved = await Promise.all(
          rows.filter((r) => r.tx_hash === tx.tx_hash).map(toTransfer),
        )
        data.push({
          id: tx.tx_hash,
          metadata: {
            operationType: operationType(moved),
            hash: tx.tx_hash,
            minedAt: tx.mined_at.toISOString(),
            sentFrom: getAddress(tx.tx_from),
            sentTo: tx.tx_to ? getAddress(tx.tx_to) : '',
            status: 'confirmed',
            nonce: Number(tx.tx_nonce),
            chain: chainId,
          },
          transfers: moved.map(({ mint: _mint, burn: _burn, ...transfer }) => transfer),
        })
      }
      const last = page[page.length - 1]
      const next =
        txs.length > pageSize && last
          ? encodeCursor({ block: BigInt(last.block), txIndex: last.tx_index })
          : null
      return { data, next }
    },
  }
}
