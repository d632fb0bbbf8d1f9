import { type SiwxSession, SiwxSessionSchema } from '@porthole/shared-protocol'
import type {
  HistoryItem,
  HistoryPage,
  HistoryTransfer,
  Nft,
  OnrampOptions,
  OnrampQuote,
  TokenBalance,
} from '@porthole/shared-protocol/dataApi'
import * as z from 'zod/mini'
import type { ApiClient } from './createApiClient.ts'
import { type WalletPage, WalletPageSchema } from './WalletPageSchema.ts'

export type OnrampQuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
  paymentMethod: string
}

export type OnrampUrlRequest = {
  destinationWallets: { address: string; blockchains: string[]; assets: string[] }[]
  defaultNetwork: string
  defaultAsset: string
  partnerUserId: string
  defaultExperience: 'buy'
  presetFiatAmount: string
  fiatCurrency: string
  defaultPaymentMethod: string
  quoteId?: string
}

export type WalletQuery = {
  page: number
  entries: number
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  featured?: readonly string[] | undefined
  chains?: readonly string[] | undefined
}

/** SPEC §7 telemetry body: an error, or a usage event (`track`, with the visitor's consent). */
export type ErrorEventBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: 'error' | 'track'
    event: string
    errorType?: string
    errorMessage?: string
    stackTrace?: string
  }
}

const NonceSchema = z.object({ nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,128}$/)) })
const SessionListSchema = z.object({ sessions: z.array(SiwxSessionSchema) })
const SuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
const NameProfileSchema = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()),
})
const NameRecordSchema = z.object({
  name: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.record(z.string(), z.string()),
})
const IdentitySchema = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })
/** SPEC §7 `GET /v1/identity/{address}`: the address's profile name and avatar, or nulls. */
export type Identity = z.infer<typeof IdentitySchema>
const SupportedChainsSchema = z.object({ http: z.array(z.string()), ws: z.array(z.string()) })
export type NameRecord = z.infer<typeof NameRecordSchema>
/** SPEC §7 `GET /v1/supported-chains`: the CAIP-2 networks the data service serves. */
export type SupportedChains = z.infer<typeof SupportedChainsSchema>
export type NameProfile = z.infer<typeof NameProfileSchema>
export type NameSuggestion = z.infer<typeof SuggestionsSchema>['suggestions'][number]

/** Registry wallet ids or rdns, as the api accepts them; anything else is dropped here. */
const WALLET_ID = /^[A-Za-z0-9_.-]{1,128}$/
const ids = (list: readonly string[] | undefined) => list?.filter((id) => WALLET_ID.test(id))

/**
 * The account, convert and on-ramp response schemas load with the first call that parses one,
 * outside the first paint (import only types from that entry statically here).
 */
const responseSchemas = () => import('@porthole/shared-protocol/dataApi')

/** The Data API calls the frame makes, over the generic client. */
export function createDataApi(client: ApiClient) {
  /** An image path the api serves (wallet or NFT images) as a URL with the call params. */
  const apiUrl = (path: string) => (path.startsWith('/') ? client.url(path) : path)
  // Asked once a frame session; a failed answer is forgotten, so the next call asks again.
  let supported: Promise<SupportedChains> | null = null
  const getSupportedChains = (): Promise<SupportedChains> => {
    supported ??= client
      .get('/v1/supported-chains', { schema: SupportedChainsSchema })
      .catch((error: unknown) => {
        supported = null
        throw error
      })
    return supported
  }
  // Identities the frame asked this session, by lower-cased address (SPEC §7 "cached").
  const identities = new Map<string, Promise<Identity>>()
  /** SPEC §5: whether the data service serves this network (network-bound calls skip it if not). */
  const servesChain = async (chainId: string) => (await getSupportedChains()).http.includes(chainId)
  /** One history page from the api, NFT previews rewritten to come through it (as NFT images do). */
  const readHistory = async (
    address: string,
    chainId: string,
    cursor?: string,
    onramp?: 'coinbase',
  ): Promise<HistoryPage> => {
    const { HistoryPageSchema } = await responseSchemas()
    const page = await client.get(`/v1/account/${encodeURIComponent(address)}/history`, {
      query: { chainId, cursor, onramp },
      schema: HistoryPageSchema,
    })
    const throughApi = (transfer: HistoryTransfer): HistoryTransfer => {
      const info = transfer.nft_info
      if (!info) return transfer
      const preview = { ...info.content.preview, url: apiUrl(info.content.preview.url) }
      return { ...transfer, nft_info: { ...info, content: { ...info.content, preview } } }
    }
    return {
      ...page,
      data: page.data.map((item) => ({ ...item, transfers: item.transfers.map(throughApi) })),
    }
  }
  return {
    /** The generic client, for calls that live in a feature's own chunk (swap). */
    client,
    getWallets(query: WalletQuery, signal?: AbortSignal): Promise<WalletPage> {
      return client.get('/v1/wallets', {
        schema: WalletPageSchema,
        query: {
          page: query.page,
          entries: query.entries,
          search: query.search?.trim(),
          include: ids(query.include),
          exclude: ids(query.exclude),
          featured: ids(query.featured),
          chains: query.chains,
        },
        ...(signal ? { signal } : {}),
      })
    },
    /** `/v1/wallets/<id>/image` with the call params (the api requires projectId everywhere). */
    walletImageUrl: apiUrl,
    /** The api's chain RPC service for a network (SPEC §7: chainId and projectId). */
    rpcUrl: (caipNetworkId: string) =>
      client.url(`/v1/rpc?chainId=${encodeURIComponent(caipNetworkId)}`),
    async getOnrampOptions(): Promise<OnrampOptions> {
      const { OnrampOptionsSchema } = await responseSchemas()
      return client.get('/v1/onramp/options', { schema: OnrampOptionsSchema })
    },
    async getOnrampQuote(body: OnrampQuoteRequest): Promise<OnrampQuote> {
      const { OnrampQuoteSchema } = await responseSchemas()
      return (await client.post('/v1/onramp/quote', { body, schema: OnrampQuoteSchema }))!
    },
    /** The provider's widget URL with a fresh single-use session token. */
    async generateOnrampUrl(body: OnrampUrlRequest): Promise<string> {
      const { OnrampUrlSchema } = await responseSchemas()
      return (await client.post('/v1/generators/onrampurl', { body, schema: OnrampUrlSchema }))!.url
    },
    getSupportedChains,
    servesChain,
    /**
     * SPEC §7 balance: the account's tokens on one network with their USD value; none, without
     * a request, on a network the data service does not serve (SPEC §5, §8).
     */
    async getBalances(
      address: string,
      chainId: string,
      options: { forceUpdate?: boolean } = {},
    ): Promise<TokenBalance[]> {
      if (!(await servesChain(chainId))) return []
      const { BalanceResponseSchema } = await responseSchemas()
      // `forceUpdate` skips the api's 30 s cache (after a send).
      const query = { chainId, currency: 'usd', forceUpdate: options.forceUpdate ? '1' : undefined }
      const path = `/v1/account/${encodeURIComponent(address)}/balance`
      return (await client.get(path, { query, schema: BalanceResponseSchema })).balances
    },
    /**
     * SPEC §7 history: one page of 20, newest first; pass the previous page's `next`. `onramp`
     * ('coinbase'): the account's on-ramp purchases too, as `operationType: 'buy'`. An empty
     * page, without a request, on a network the data service does not serve.
     */
    async getHistory(
      address: string,
      chainId: string,
      cursor?: string,
      onramp?: 'coinbase',
    ): Promise<HistoryPage> {
      if (!(await servesChain(chainId))) return { data: [], next: null }
      return readHistory(address, chainId, cursor, onramp)
    },
    /**
     * The account's on-ramp purchases (the first history page with `onramp=coinbase`, its
     * `buy` items), asked for on any network: they come from the on-ramp provider, not from
     * the chain, so the supported-chains gate does not apply.
     */
    async getOnrampPurchases(address: string, chainId: string): Promise<HistoryItem[]> {
      const page = await readHistory(address, chainId, undefined, 'coinbase')
      return page.data.filter((item) => item.metadata.operationType === 'buy')
    },
    /** The ERC-721 tokens the account holds on one network (none on a network it does not serve). */
    async getNfts(address: string, chainId: string): Promise<Nft[]> {
      if (!(await servesChain(chainId))) return []
      const { NftsResponseSchema } = await responseSchemas()
      const path = `/v1/account/${encodeURIComponent(address)}/nfts`
      const answer = await client.get(path, { query: { chainId }, schema: NftsResponseSchema })
      // NFT images come through the api (`/v1/nfts/.../image`), never from their own hosts.
      return answer.data.map((nft) => ({ ...nft, image: apiUrl(nft.image) }))
    },
    async sendErrorEvent(body: ErrorEventBody): Promise<void> {
      await client.post('/e', { body })
    },
    /** SPEC §3 name suggestions for a label, each saying whether it is taken. */
    async getNameSuggestions(label: string, signal?: AbortSignal): Promise<NameSuggestion[]> {
      const path = `/v1/profile/suggestions/${encodeURIComponent(label)}`
      const answer = await client.get(path, {
        schema: SuggestionsSchema,
        ...(signal ? { signal } : {}),
      })
      return answer.suggestions
    },
    /** SPEC §7 `GET /v1/profile/account/{name}`: a name's addresses by coin type and attributes. */
    getName(name: string): Promise<NameRecord> {
      return client.get(`/v1/profile/account/${encodeURIComponent(name)}`, {
        query: { apiVersion: '2' },
        schema: NameRecordSchema,
      })
    },
    /**
     * SPEC §7 identity: the address's profile name and avatar, asked once a frame session (a
     * failed answer is forgotten); `sender` is the connected address asking.
     */
    getIdentity(address: string, sender?: string): Promise<Identity> {
      const key = address.toLowerCase()
      const known = identities.get(key)
      if (known) return known
      const asked = client
        .get(`/v1/identity/${encodeURIComponent(address)}`, {
          query: { sender },
          schema: IdentitySchema,
        })
        .catch((error: unknown) => {
          identities.delete(key)
          throw error
        })
      identities.set(key, asked)
      return asked
    },
    /** SPEC §7 `POST /v1/profile/account`: the signed registration. */
    async registerName(body: {
      coin_type: number
      address: string
      message: string
      signature: string
    }): Promise<NameProfile> {
      const profile = (await client.post('/v1/profile/account', {
        body,
        schema: NameProfileSchema,
      })) as NameProfile
      // The address's identity is now this name (the cached answer said none).
      const identity = { name: profile.name, avatar: profile.attributes.avatar ?? null }
      identities.set(body.address.toLowerCase(), Promise.resolve(identity))
      return profile
    },
    /** A single-use sign-in nonce (5 minutes). */
    async getSiwxNonce(): Promise<string> {
      const answer = await client.post('/v1/sessions/nonce', { body: {}, schema: NonceSchema })
      return (answer as z.infer<typeof NonceSchema>).nonce
    },
    /** Verifies a signed SIWE/SIWS message and opens a session. */
    async createSiwxSession(body: { message: string; signature: string }): Promise<SiwxSession> {
      return (await client.post('/v1/sessions', { body, schema: SiwxSessionSchema })) as SiwxSession
    },
    /** The address's active sessions (SPEC §7 `GET /v1/sessions/{address}`). */
    async getSiwxSessions(address: string): Promise<SiwxSession[]> {
      const path = `/v1/sessions/${encodeURIComponent(address)}`
      return (await client.get(path, { schema: SessionListSchema })).sessions
    },
    /** SPEC §7 `POST /v1/sessions/{address}/revoke` with `{ pci, signature }`. */
    async revokeSiwxSession(address: string, body: { pci: string; signature: string }) {
      await client.post(`/v1/sessions/${encodeURIComponent(address)}/revoke`, { body })
    },
  }
}
export type DataApi = ReturnType<typeof createDataApi>
