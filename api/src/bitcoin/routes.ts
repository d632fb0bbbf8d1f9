import { type BitcoinNetwork, bitcoinNetworkOf } from '@porthole/shared-protocol/bitcoin'
import type {
  BitcoinBalanceResponseSchema,
  BitcoinBroadcastResponseSchema,
  BitcoinFeeRatesResponseSchema,
  BitcoinHistoryResponseSchema,
  BitcoinUtxosResponseSchema,
} from '@porthole/shared-protocol/dataApi'
import { Hono } from 'hono'
import type { z } from 'zod'
import type { AppDeps, AppEnv } from '../AppEnv.ts'
import { validateInput } from '../input/validateInput.ts'
import type { BitcoinDataSource } from './BitcoinDataSource.ts'
import { BitcoinNetworkNotServedError } from './BitcoinNetworkNotServedError.ts'
import { parseBitcoinAddress } from './parseBitcoinAddress.ts'
import {
  BitcoinBroadcastBodySchema,
  BitcoinHistoryQuerySchema,
  BitcoinQuerySchema,
} from './schemas.ts'

type Answer<S extends z.core.$ZodType> = z.input<S>

/** The data source and network of a served bip122 `chainId`, or a 404 that says so. */
function served(
  deps: AppDeps,
  chainId: string,
): { source: BitcoinDataSource; network: BitcoinNetwork } {
  const source = deps.bitcoinSources.get(chainId)?.source
  const network = bitcoinNetworkOf(chainId)
  if (!source || !network) throw new BitcoinNetworkNotServedError(chainId)
  return { source, network }
}

/**
 * The Bitcoin Data API (issue 41), for the networks of BITCOIN_DATA_CHAINS, each through its
 * data source (Esplora): an address's balance (confirmed and unconfirmed satoshis), its
 * spendable outputs, its history with confirmations, the network's fee rates (slow, normal,
 * fast) and the broadcast of a signed transaction. Amounts are satoshis as decimal text.
 * A network not served is a 404, an address of another network a 400, a source that does not
 * answer a 502, a transaction the network refuses a 400 with the node's reason.
 */
export function createBitcoinRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/v1/bitcoin/fees', validateInput('query', BitcoinQuerySchema), async (c) => {
      const { source } = served(deps, c.req.valid('query').chainId)
      return c.json(
        (await source.feeRates()) satisfies Answer<typeof BitcoinFeeRatesResponseSchema>,
      )
    })
    .post(
      '/v1/bitcoin/transactions',
      validateInput('query', BitcoinQuerySchema),
      validateInput('json', BitcoinBroadcastBodySchema),
      async (c) => {
        const { source } = served(deps, c.req.valid('query').chainId)
        const txid = await source.broadcast(c.req.valid('json').hex)
        return c.json({ txid } satisfies Answer<typeof BitcoinBroadcastResponseSchema>)
      },
    )
    .get('/v1/bitcoin/:address/balance', validateInput('query', BitcoinQuerySchema), async (c) => {
      const { chainId } = c.req.valid('query')
      const { source, network } = served(deps, chainId)
      const address = parseBitcoinAddress(network, c.req.param('address'))
      const balance = await source.balance(address)
      return c.json({
        chainId,
        address,
        confirmed: String(balance.confirmed),
        unconfirmed: String(balance.unconfirmed),
        symbol: 'BTC',
        decimals: 8,
      } satisfies Answer<typeof BitcoinBalanceResponseSchema>)
    })
    .get('/v1/bitcoin/:address/utxos', validateInput('query', BitcoinQuerySchema), async (c) => {
      const { source, network } = served(deps, c.req.valid('query').chainId)
      const utxos = await source.utxos(parseBitcoinAddress(network, c.req.param('address')))
      return c.json({
        utxos: utxos.map((utxo) => ({ ...utxo, value: String(utxo.value) })),
      } satisfies Answer<typeof BitcoinUtxosResponseSchema>)
    })
    .get(
      '/v1/bitcoin/:address/history',
      validateInput('query', BitcoinHistoryQuerySchema),
      async (c) => {
        const { chainId, cursor } = c.req.valid('query')
        const { source, network } = served(deps, chainId)
        const page = await source.history(
          parseBitcoinAddress(network, c.req.param('address')),
          cursor,
        )
        return c.json({
          items: page.items.map((item) => ({
            txid: item.txid,
            confirmations: item.confirmations,
            time: item.time,
            fee: String(item.fee),
            received: String(item.received),
            sent: String(item.sent),
          })),
          ...(page.next ? { next: page.next } : {}),
        } satisfies Answer<typeof BitcoinHistoryResponseSchema>)
      },
    )
}
