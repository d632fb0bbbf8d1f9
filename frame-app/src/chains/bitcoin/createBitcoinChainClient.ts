import type { Network } from '@porthole/shared-protocol'
import {
  InternalRpcError,
  InvalidParamsRpcError,
  RPC_TIMEOUT_MS,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import {
  BitcoinBalanceResponseSchema,
  BitcoinBroadcastResponseSchema,
  BitcoinFeeRatesResponseSchema,
  BitcoinHistoryResponseSchema,
  BitcoinUtxosResponseSchema,
} from '@porthole/shared-protocol/dataApi'
import type * as z from 'zod/mini'
import type { ChainClient } from '../ChainClient.ts'
import { TransactionRefusedError } from './TransactionRefusedError.ts'

export type BitcoinUtxo = z.infer<typeof BitcoinUtxosResponseSchema>['utxos'][number]
export type BitcoinHistoryPage = z.infer<typeof BitcoinHistoryResponseSchema>
export type BitcoinFeeRates = z.infer<typeof BitcoinFeeRatesResponseSchema>

/** A Bitcoin network's reads and broadcast, through the api's `/v1/bitcoin` routes. */
export type BitcoinChainClient = ChainClient & {
  /** Confirmed and mempool satoshis (the mempool part may be negative). */
  balances(address: string): Promise<{ confirmed: bigint; unconfirmed: bigint }>
  utxos(address: string): Promise<BitcoinUtxo[]>
  history(address: string, cursor?: string): Promise<BitcoinHistoryPage>
  feeRates(): Promise<BitcoinFeeRates>
  /** Sends a signed transaction (hex); its txid, or `TransactionRefusedError` with the node's reason. */
  broadcast(hex: string): Promise<string>
}

/**
 * Reads a Bitcoin network through the api (decision 0247): the network's read URL is the api's
 * chain RPC URL (`…/v1/rpc?chainId=…&projectId=…`, set by `withApiRpcUrls`), and the Bitcoin
 * routes live beside it (`…/v1/bitcoin/…` with the same query). Loaded lazily, only for bip122.
 * @example (await createBitcoinChainClient(network).balances('bcrt1q…')).confirmed
 */
export function createBitcoinChainClient(network: Network): BitcoinChainClient {
  const [rpcUrl] = network.rpcUrls.default.http
  if (!rpcUrl?.includes('/v1/rpc'))
    throw new InvalidParamsRpcError(`${network.name} is read through the api only.`)
  const url = (path: string, query: Record<string, string> = {}) => {
    const target = new URL(rpcUrl)
    target.pathname = target.pathname.replace(/\/v1\/rpc$/, `/v1/bitcoin${path}`)
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value)
    return target.toString()
  }
  async function call<T>(
    target: string,
    schema: z.ZodMiniType<T>,
    init: RequestInit = {},
  ): Promise<T> {
    let response: Response
    try {
      response = await fetch(target, { ...init, signal: AbortSignal.timeout(RPC_TIMEOUT_MS) })
    } catch (cause) {
      throw new InternalRpcError(`${network.name} cannot be reached.`, { cause })
    }
    const body: unknown = await response.json().catch(() => null)
    if (response.status === 400 && init.method === 'POST') throw new TransactionRefusedError(body)
    if (!response.ok) throw new InternalRpcError(`${network.name} answered ${response.status}.`)
    return schema.parse(body)
  }
  const address = (value: string) => `/${encodeURIComponent(value)}`
  const sent = new Set<string>()
  const balances = async (owner: string) => {
    const answer = await call(url(`${address(owner)}/balance`), BitcoinBalanceResponseSchema)
    return { confirmed: BigInt(answer.confirmed), unconfirmed: BigInt(answer.unconfirmed) }
  }
  return {
    async request({ method }) {
      throw new UnsupportedProviderMethodError(`${network.name} has no ${method}.`)
    },
    async getBalance(owner) {
      const { confirmed, unconfirmed } = await balances(owner)
      return confirmed + unconfirmed
    },
    async getGasPrice() {
      return BigInt(Math.ceil((await this.feeRates()).normal))
    },
    // A transaction the node took into its mempool has landed as far as a send is concerned;
    // Activity follows its confirmations.
    async waitForReceipt(txid) {
      return sent.has(txid) ? 'success' : 'timeout'
    },
    balances,
    utxos: async (owner) =>
      (await call(url(`${address(owner)}/utxos`), BitcoinUtxosResponseSchema)).utxos,
    history: (owner, cursor) =>
      call(
        url(`${address(owner)}/history`, cursor ? { cursor } : {}),
        BitcoinHistoryResponseSchema,
      ),
    feeRates: () => call(url('/fees'), BitcoinFeeRatesResponseSchema),
    async broadcast(hex) {
      const { txid } = await call(url('/transactions'), BitcoinBroadcastResponseSchema, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hex }),
      })
      sent.add(txid)
      return txid
    },
  }
}
