import type { Log } from '../AppEnv.ts'
import { OnrampProviderError } from '../errors.ts'
import type { CoinbaseTransaction } from '../sources/onramp/CoinbaseOnrampSchemas.ts'
import type { OnrampClient } from '../sources/onramp/createCoinbaseOnrampClient.ts'
import type { HistoryItem, HistoryPage } from './schemas.ts'

export type OnrampHistoryDeps = { onramp: OnrampClient | undefined; log: Log }

const STATUS: Record<string, HistoryItem['metadata']['status']> = {
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'confirmed',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
}

/** A purchase the chain history does not show (yet): built from the provider's record. */
function purchaseItem(purchase: CoinbaseTransaction, chain: string): HistoryItem {
  return {
    id: purchase.txHash || purchase.transactionId || purchase.createdAt,
    metadata: {
      operationType: 'buy',
      hash: purchase.txHash,
      minedAt: purchase.completedAt || purchase.createdAt,
      sentFrom: '',
      sentTo: purchase.walletAddress,
      status: STATUS[purchase.status] ?? 'pending',
      nonce: 0,
      chain,
    },
    transfers: [
      {
        fungible_info: {
          name: purchase.purchaseCurrency,
          symbol: purchase.purchaseCurrency,
          icon: { url: '' },
        },
        direction: 'in',
        quantity: { numeric: purchase.purchaseAmount.value },
      },
    ],
  }
}

/**
 * SPEC §7 history's `onramp` parameter: the account's purchases at the provider (Coinbase's
 * Transaction Status API, `partnerUserRef` being the address the widget was opened for) on
 * this network. Chain items whose hash is a purchase's become `operationType: 'buy'`; on the
 * first page, purchases the chain history does not list yet (in progress, or not indexed) come
 * first, from the provider's record. A provider failure leaves the chain history as it is.
 */
export async function withOnrampPurchases(
  deps: OnrampHistoryDeps,
  input: { account: string; chain: string; chainId: number; cursor: string | undefined },
  page: HistoryPage,
): Promise<HistoryPage> {
  if (!deps.onramp) return page
  let purchases: CoinbaseTransaction[]
  let networks: Map<string, number>
  try {
    const [all, options] = await Promise.all([
      deps.onramp.buyTransactions(input.account),
      deps.onramp.buyOptions({ country: 'US', subdivision: 'CA' }),
    ])
    networks = new Map(
      options.purchaseCurrencies.flatMap((c) => c.networks.map((n) => [n.name, n.chainId])),
    )
    purchases = all.filter(
      (p) =>
        networks.get(p.purchaseNetwork) === input.chainId &&
        p.walletAddress.toLowerCase() === input.account.toLowerCase(),
    )
  } catch (error) {
    if (!(error instanceof OnrampProviderError)) throw error
    deps.log({ level: 'warn', msg: 'onramp history left out', error: error.shortMessage })
    return page
  }
  const hashes = new Set(purchases.flatMap((p) => (p.txHash ? [p.txHash.toLowerCase()] : [])))
  const data = page.data.map((item) =>
    hashes.has(item.metadata.hash.toLowerCase())
      ? { ...item, metadata: { ...item.metadata, operationType: 'buy' as const } }
      : item,
  )
  if (input.cursor) return { ...page, data }
  const listed = new Set(page.data.map((item) => item.metadata.hash.toLowerCase()))
  const missing = purchases
    .filter((p) => !p.txHash || !listed.has(p.txHash.toLowerCase()))
    .map((p) => purchaseItem(p, input.chain))
  return { ...page, data: [...missing, ...data] }
}
