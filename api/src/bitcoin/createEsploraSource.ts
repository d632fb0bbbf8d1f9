import type { BitcoinDataChain } from './BitcoinDataChainSchema.ts'
import type { BitcoinDataSource, BitcoinHistoryItem } from './BitcoinDataSource.ts'
import { callEsplora } from './callEsplora.ts'
import {
  EsploraAddressSchema,
  EsploraFeeEstimatesSchema,
  EsploraHeightSchema,
  EsploraTxidSchema,
  EsploraTxsSchema,
  EsploraUtxosSchema,
} from './EsploraSchemas.ts'
import { pickFeeRates } from './pickFeeRates.ts'
import { TransactionRejectedError } from './TransactionRejectedError.ts'

/** Esplora's confirmed page size for an address's history. */
const CHAIN_PAGE = 25
const RAW_TX = /^([0-9a-fA-F]{2}){60,100000}$/

/** The node's reason inside Esplora's `sendrawtransaction RPC error: {"code","message"}`. */
function rejectionReason(text: string): string {
  const json = text.slice(text.indexOf('{'))
  try {
    const { message } = JSON.parse(json) as { message?: unknown }
    if (typeof message === 'string' && message) return message.slice(0, 200)
  } catch {}
  return text.trim().slice(0, 200) || 'no reason given'
}

const confirmationsAt = (tip: number, height: number | null | undefined) =>
  height === null || height === undefined ? 0 : Math.max(0, tip - height + 1)

/**
 * The Bitcoin data source over an Esplora HTTP API (Blockstream's, mempool.space's or an
 * operator's electrs), one server per network, as `chain.esploraUrl` says.
 * @example
 * const source = createEsploraSource({ caipNetworkId: BITCOIN_NETWORKS.mainnet.caipNetworkId,
 *   esploraUrl: 'https://blockstream.info/api' })
 * await source.balance('bc1q…') // { confirmed: 1000n, unconfirmed: 0n }
 */
export function createEsploraSource(chain: BitcoinDataChain): BitcoinDataSource {
  const esplora = callEsplora(chain.caipNetworkId, chain.esploraUrl)
  const tip = () => esplora.get('/blocks/tip/height', EsploraHeightSchema, 'text')
  const path = (address: string) => `/address/${encodeURIComponent(address)}`
  return {
    async balance(address) {
      const { chain_stats, mempool_stats } = await esplora.get(path(address), EsploraAddressSchema)
      return {
        confirmed: BigInt(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum),
        unconfirmed: BigInt(mempool_stats.funded_txo_sum - mempool_stats.spent_txo_sum),
      }
    },
    async utxos(address) {
      const [height, utxos] = await Promise.all([
        tip(),
        esplora.get(`${path(address)}/utxo`, EsploraUtxosSchema),
      ])
      return utxos.map((utxo) => ({
        txid: utxo.txid,
        vout: utxo.vout,
        value: BigInt(utxo.value),
        confirmations: confirmationsAt(height, utxo.status.block_height),
      }))
    },
    async history(address, after) {
      const suffix = after ? `/txs/chain/${EsploraTxidSchema.parse(after)}` : '/txs'
      const [height, txs] = await Promise.all([
        tip(),
        esplora.get(`${path(address)}${suffix}`, EsploraTxsSchema),
      ])
      const other = (out: { scriptpubkey_address?: string | undefined } | null) =>
        out?.scriptpubkey_address && out.scriptpubkey_address !== address
          ? out.scriptpubkey_address
          : undefined
      const items = txs.map(
        (tx): BitcoinHistoryItem => ({
          txid: tx.txid,
          confirmations: confirmationsAt(height, tx.status.block_height),
          time: tx.status.block_time ?? null,
          fee: BigInt(tx.fee),
          received: BigInt(
            tx.vout.reduce(
              (sum, out) => sum + (out.scriptpubkey_address === address ? out.value : 0),
              0,
            ),
          ),
          sent: BigInt(
            tx.vin.reduce(
              (sum, input) =>
                sum + (input.prevout?.scriptpubkey_address === address ? input.prevout.value : 0),
              0,
            ),
          ),
          counterparty:
            (tx.vin.some((input) => input.prevout?.scriptpubkey_address === address)
              ? tx.vout.map(other)
              : tx.vin.map((input) => other(input.prevout))
            ).find(Boolean) ?? null,
        }),
      )
      const confirmed = items.filter((item) => item.confirmations > 0)
      const last = confirmed.at(-1)
      return confirmed.length >= CHAIN_PAGE && last ? { items, next: last.txid } : { items }
    },
    async feeRates() {
      return pickFeeRates(await esplora.get('/fee-estimates', EsploraFeeEstimatesSchema))
    },
    async broadcast(hex) {
      if (!RAW_TX.test(hex)) throw new TransactionRejectedError('not a raw transaction in hex')
      const answer = await esplora.post('/tx', hex)
      if (answer.status !== 200) throw new TransactionRejectedError(rejectionReason(answer.text))
      const txid = EsploraTxidSchema.safeParse(answer.text.trim())
      if (!txid.success) throw new TransactionRejectedError(rejectionReason(answer.text))
      return txid.data
    },
  }
}
