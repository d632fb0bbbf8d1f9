import { type Address, formatUnits, getAddress } from 'viem'
import { z } from 'zod'
import type { ChainEntry } from '../../chains/createChainRegistry.ts'
import { ApiError, ValidationError } from '../../errors.ts'
import { operationType } from '../../history/operationType.ts'
import type { HistoryItem, HistoryTransfer } from '../../history/schemas.ts'
import {
  EtherscanResponseSchema,
  EtherscanTokenTxSchema,
  EtherscanTxSchema,
} from './EtherscanSchemas.ts'
import type { HistorySource } from './HistorySource.ts'

/** The explorer API failed or answered something that is not its documented JSON. */
export class ExplorerError extends ApiError {
  override name = 'ExplorerError'
  override readonly status = 502
}

type Tx = z.infer<typeof EtherscanTxSchema>
type TokenTx = z.infer<typeof EtherscanTokenTxSchema>

const TIMEOUT_MS = 10_000

/**
 * History from an Etherscan-compatible API (Etherscan, Blockscout): page `cursor` of
 * `txlist`, `tokentx` and `tokennfttx`, `pageSize` rows each, merged by transaction, newest
 * first. `next` is the following page number while any list is still full.
 */
export function createEtherscanHistorySource(options: { pageSize?: number } = {}): HistorySource {
  const pageSize = options.pageSize ?? 20
  const call = async <T>(
    entry: ChainEntry,
    action: string,
    address: Address,
    page: number,
    schema: z.ZodType<T>,
  ): Promise<T[]> => {
    const config = entry.chain.history
    if (config.kind !== 'etherscan') throw new ExplorerError('No explorer API configured.')
    const url = new URL(config.url)
    const params = {
      module: 'account',
      action,
      address,
      page: String(page),
      offset: String(pageSize),
      sort: 'desc',
      ...(config.apiKey ? { apikey: config.apiKey } : {}),
    }
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    let body: unknown
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      if (!res.ok) throw new Error(`HTTP status code: ${res.status}`)
      body = await res.json()
    } catch (cause) {
      throw new ExplorerError(`The explorer API did not answer ${action}.`, { cause })
    }
    const parsed = EtherscanResponseSchema.safeParse(body)
    if (!parsed.success) throw new ExplorerError(`The explorer API answered ${action} oddly.`)
    const { status, message, result } = parsed.data
    if (typeof result === 'string') {
      throw new ExplorerError(`The explorer API refused ${action}: ${message}: ${result}`)
    }
    if (status !== '1' && result.length > 0) {
      throw new ExplorerError(`The explorer API refused ${action}: ${message}`)
    }
    const rows = z.array(schema).safeParse(result)
    if (!rows.success) throw new ExplorerError(`The explorer API answered ${action} oddly.`)
    return rows.data
  }

  return {
    async history(entry, account, cursor) {
      const page = cursor === undefined ? 1 : Number(cursor)
      if (!Number.isInteger(page) || page < 1 || page > 10_000) {
        throw new ValidationError('Invalid query: cursor: not a cursor from this api')
      }
      const [txs, tokens, nfts] = await Promise.all([
        call(entry, 'txlist', account, page, EtherscanTxSchema),
        call(entry, 'tokentx', account, page, EtherscanTokenTxSchema),
        call(entry, 'tokennfttx', account, page, EtherscanTokenTxSchema),
      ])
      const me = account.toLowerCase()
      const direction = (from: string, to: string): HistoryTransfer['direction'] =>
        from.toLowerCase() === to.toLowerCase() ? 'self' : to.toLowerCase() === me ? 'in' : 'out'
      type Group = {
        head: Tx | TokenTx
        failed: boolean
        transfers: (HistoryTransfer & { mint: boolean })[]
      }
      const groups = new Map<string, Group>()
      const group = (row: Tx | TokenTx) => {
        const key = row.hash.toLowerCase()
        const found = groups.get(key) ?? { head: row, failed: false, transfers: [] }
        groups.set(key, found)
        return found
      }
      const native = entry.chain.nativeCurrency
      for (const tx of txs) {
        const g = group(tx)
        g.head = tx
        g.failed = tx.isError === '1'
        if (BigInt(tx.value) > 0n && !g.failed) {
          g.transfers.push({
            mint: false,
            direction: direction(tx.from, tx.to),
            fungible_info: {
              name: native.name,
              symbol: native.symbol,
              icon: { url: native.iconUrl ?? '' },
            },
            quantity: { numeric: formatUnits(BigInt(tx.value), native.decimals) },
          })
        }
      }
      const mint = (row: TokenTx) => /^0x0{40}$/i.test(row.from)
      for (const row of tokens) {
        group(row).transfers.push({
          mint: mint(row),
          direction: direction(row.from, row.to),
          fungible_info: { name: row.tokenName, symbol: row.tokenSymbol, icon: { url: '' } },
          quantity: {
            numeric: formatUnits(BigInt(row.value ?? '0'), Number(row.tokenDecimal ?? '0')),
          },
        })
      }
      for (const row of nfts) {
        group(row).transfers.push({
          mint: mint(row),
          direction: direction(row.from, row.to),
          nft_info: {
            name: `${row.tokenName} #${row.tokenID ?? ''}`,
            content: { preview: { url: '' } },
            collection_info: { name: row.tokenName },
          },
          quantity: { numeric: '1' },
        })
      }
      const data: HistoryItem[] = [...groups.entries()]
        .sort(([, a], [, b]) => Number(BigInt(b.head.blockNumber) - BigInt(a.head.blockNumber)))
        .map(([hash, g]) => ({
          id: hash,
          metadata: {
            operationType: operationType(g.transfers),
            hash,
            minedAt: new Date(Number(g.head.timeStamp) * 1000).toISOString(),
            sentFrom: getAddress(g.head.from),
            sentTo: g.head.to ? getAddress(g.head.to) : '',
            status: g.failed ? 'failed' : 'confirmed',
            nonce: Number(g.head.nonce),
            chain: entry.chain.caipNetworkId,
          },
          transfers: g.transfers.map(({ mint: _mint, ...transfer }) => transfer),
        }))
      const full = [txs, tokens, nfts].some((list) => list.length >= pageSize)
      return { data, next: full ? String(page + 1) : null }
    },
  }
}
