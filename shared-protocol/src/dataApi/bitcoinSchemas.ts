import { z } from 'zod'

/** An amount in satoshis, as decimal text (a bigint on both sides). */
const Sats = z.string().regex(/^-?\d{1,20}$/)
const Txid = z.string().regex(/^[0-9a-f]{64}$/)

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
  utxos: z.array(
    z.object({
      txid: Txid,
      vout: z.number().int().min(0),
      value: Sats,
      confirmations: z.number().int().min(0),
    }),
  ),
})

/**
 * `GET /v1/bitcoin/{address}/history`: newest first, mempool first; what the address received
 * and spent in each, the fee and the block time (null in the mempool); `next` pages on.
 */
export const BitcoinHistoryResponseSchema = z.object({
  items: z.array(
    z.object({
      txid: Txid,
      confirmations: z.number().int().min(0),
      time: z.number().int().nullable(),
      fee: Sats,
      received: Sats,
      sent: Sats,
    }),
  ),
  next: Txid.optional(),
})

/** `GET /v1/bitcoin/fees`: fee rates in sat/vB for about 1 block, 6 blocks and a day. */
export const BitcoinFeeRatesResponseSchema = z.object({
  slow: z.number().positive(),
  normal: z.number().positive(),
  fast: z.number().positive(),
})

/** `POST /v1/bitcoin/transactions`: the broadcast transaction's id. */
export const BitcoinBroadcastResponseSchema = z.object({ txid: Txid })
