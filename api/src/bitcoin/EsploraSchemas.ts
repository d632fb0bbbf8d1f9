import { z } from 'zod'

// The Esplora HTTP API's answers (Blockstream's API.md), only the fields the api reads; amounts
// are satoshis as JSON numbers (below 2^53, as all bitcoin is).

const Sats = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
export const EsploraTxidSchema = z.string().regex(/^[0-9a-f]{64}$/)

export const EsploraStatusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.number().int().min(0).nullish(),
  block_time: z.number().int().nullish(),
})

const Stats = z.object({ funded_txo_sum: Sats, spent_txo_sum: Sats })

/** `GET /address/:address` */
export const EsploraAddressSchema = z.object({ chain_stats: Stats, mempool_stats: Stats })

/** `GET /address/:address/utxo` */
export const EsploraUtxosSchema = z.array(
  z.object({
    txid: EsploraTxidSchema,
    vout: z.number().int().min(0),
    value: Sats,
    status: EsploraStatusSchema,
  }),
)

const Out = z.object({ scriptpubkey_address: z.string().optional(), value: Sats })

/** `GET /address/:address/txs` and `/txs/chain/:last_seen_txid` */
export const EsploraTxsSchema = z.array(
  z.object({
    txid: EsploraTxidSchema,
    vin: z.array(z.object({ prevout: Out.nullable() })),
    vout: z.array(Out),
    fee: Sats,
    status: EsploraStatusSchema,
  }),
)

/** `GET /fee-estimates`: confirmation target in blocks to sat/vB. */
export const EsploraFeeEstimatesSchema = z.record(z.string().regex(/^\d+$/), z.number().min(0))

/** `GET /blocks/tip/height` (text) */
export const EsploraHeightSchema = z.coerce.number().int().min(0)
