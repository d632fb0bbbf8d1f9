import type { z } from 'zod'
import type { Clock } from '../../clock.ts'
import { OnrampProviderError } from '../../errors.ts'
import {
  type CoinbaseBuyOptions,
  CoinbaseBuyOptionsSchema,
  type CoinbaseQuote,
  type CoinbaseQuoteRequest,
  CoinbaseQuoteSchema,
  type CoinbaseTokenRequest,
  CoinbaseTokenSchema,
  type CoinbaseTransaction,
  CoinbaseTransactionsSchema,
} from './CoinbaseOnrampSchemas.ts'
import { type CdpApiKey, signCdpJwt } from './signCdpJwt.ts'

export type OnrampClientConfig = {
  /** The Onramp API base, e.g. `https://api.developer.coinbase.com/onramp`. */
  baseUrl: string
  /** The hosted widget's origin, e.g. `https://pay.coinbase.com`. */
  widgetUrl: string
  apiKey: CdpApiKey
  /** Per request (default 5000 ms); past it the call fails with OnrampProviderError. */
  timeoutMs?: number
}

/** Coinbase Onramp's REST API, as the api uses it. Every failure is an OnrampProviderError. */
export type OnrampClient = {
  readonly widgetUrl: string
  buyOptions(query: { country: string; subdivision?: string }): Promise<CoinbaseBuyOptions>
  buyQuote(request: CoinbaseQuoteRequest): Promise<CoinbaseQuote>
  /** A single-use session token for the widget (valid 5 minutes). */
  sessionToken(request: CoinbaseTokenRequest): Promise<string>
  /**
   * The Transaction Status API: the purchases made with `partnerUserRef` (the widget's
   * `partnerUserId`), newest first (its first page of 50).
   */
  buyTransactions(partnerUserRef: string): Promise<CoinbaseTransaction[]>
}

/**
 * A client of Coinbase Onramp's API: each call carries a fresh CDP bearer JWT signed with
 * the configured key, and its answer is schema-checked.
 * @example
 * const client = createCoinbaseOnrampClient({ baseUrl, widgetUrl, apiKey }, systemClock)
 * const options = await client.buyOptions({ country: 'US', subdivision: 'CA' })
 */
export function createCoinbaseOnrampClient(config: OnrampClientConfig, clock: Clock): OnrampClient {
  const base = config.baseUrl.replace(/\/+$/, '')
  const timeoutMs = config.timeoutMs ?? 5000

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const url = new URL(`${base}${path}`)
    const where = `${method} ${url.pathname}`
    let response: Response
    try {
      const jwt = await signCdpJwt(config.apiKey, method, url, clock.now())
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${jwt}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (cause) {
      throw new OnrampProviderError(`On-ramp provider unreachable (${where}).`, { cause })
    }
    if (!response.ok) {
      const details = (await response.text().catch(() => '')).slice(0, 200)
      throw new OnrampProviderError(
        `On-ramp provider answered HTTP status code: ${response.status} (${where}).`,
        { details },
      )
    }
    const json: unknown = await response.json().catch(() => undefined)
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new OnrampProviderError(`On-ramp provider sent an unexpected answer (${where}).`, {
        cause: parsed.error,
      })
    }
    return parsed.data
  }

  return {
    widgetUrl: config.widgetUrl.replace(/\/+$/, ''),
    buyOptions: ({ country, subdivision }) => {
      const query = new URLSearchParams({ country })
      if (subdivision) query.set('subdivision', subdivision)
      return call('GET', `/v1/buy/options?${query}`, CoinbaseBuyOptionsSchema)
    },
    buyQuote: (request) => call('POST', '/v1/buy/quote', CoinbaseQuoteSchema, request),
    sessionToken: async (request) =>
      (await call('POST', '/v1/token', CoinbaseTokenSchema, request)).token,
    buyTransactions: async (partnerUserRef) => {
      const path = `/v1/buy/user/${encodeURIComponent(partnerUserRef)}/transactions?pageSize=50`
      return (await call('GET', path, CoinbaseTransactionsSchema)).transactions
    },
  }
}
