import * as z from 'zod/mini'

/** An amount in satoshis, as decimal text (a bigint on both sides). */
const Sats = z.string().check(z.regex(/^-?\d{1,20}$/))
const Txid = z.string().check(z.regex(/^[0-9a-f]{64}$/))
const count = () => z.number().check(z.int(), z.minimum(0))

/** `GET /v1/bitcoin/{address}/balance`: confirmed and mempool (may be negative) amounts. */
export const BitcoinBalanceResponseSchema = z.object({
  chainId: z.string(),
  address: z.string(),
  confirmed: Sats,
  unconfirmed: Sats,
  symbol: z.literal('BTC'),
  decimals: z.literal(8),
})

/** `GET /v1/bitcoin/{address}/utxos`: what a send can spend, with confirmations (0: mempool). */
export const BitcoinUtxosResponseSchema = z.object({
  utxos: z.array(z.object({ txid: Txid, vout: count(), value: Sats, confirmations: count() })),
})

/**
 * `GET /v1/bitcoin/{address}/history`: newest first, mempool first; what the address received
 * and spent in each, the fee and the block time (null in the mempool); `next` pages on.
 */
export const BitcoinHistoryResponseSchema = z.object({
  items: z.array(
    z.object({
      txid: Txid,
      confirmations: count(),
      time: z.nullable(z.number().check(z.int())),
      fee: Sats,
      received: Sats,
      sent: Sats,
    }),
  ),
  next: z.optional(Txid),
})

/** `GET /v1/bitcoin/fees`: fee rates in sat/vB for about 1 block, 6 blocks and a day. */
export const BitcoinFeeRatesResponseSchema = z.object({
  slow: z.number().check(z.positive()),
  normal: z.number().check(z.positive()),
  fast: z.number().check(z.positive()),
})

/** `POST /v1/bitcoin/transactions`: the broadcast transaction's id. */
export const BitcoinBroadcastResponseSchema = z.object({ txid: Txid })
