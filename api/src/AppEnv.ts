import type { Context } from 'hono'
import type { BitcoinDataChain } from './bitcoin/BitcoinDataChainSchema.ts'
import type { BitcoinDataSource } from './bitcoin/BitcoinDataSource.ts'
import type { ChainEntry, ChainRegistry } from './chains/createChainRegistry.ts'
import type { SolanaDataChain } from './chains/SolanaDataChainSchema.ts'
import type { Clock } from './clock.ts'
import type { SwapVenue } from './convert/createSwapVenues.ts'
import type { Db } from './db/Db.ts'
import type { EmbeddedOptions } from './embedded/EmbeddedOptions.ts'
import type { Project } from './projects/ProjectSchema.ts'
import type { RpcUpstream } from './rpc/upstream/createRpcUpstream.ts'
import type { RpcOptions } from './rpc/upstream/RpcOptions.ts'
import type { SocialClients } from './social/providers/createSocialClients.ts'
import type { SolanaHistorySource } from './sources/history/createSolanaHistorySource.ts'
import type { HistorySource } from './sources/history/HistorySource.ts'
import type { OnrampClient } from './sources/onramp/createCoinbaseOnrampClient.ts'
import type { PriceSource } from './sources/prices/PriceSource.ts'
import type { PublicFetch } from './sources/publicFetch/createPublicFetch.ts'

/** One structured log line. */
export type LogLine = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>
export type Log = (line: LogLine) => void

export type TelemetryOptions = {
  /** Events accepted per project and window, across every instance (counted in the database). */
  maxPerWindow: number
  /** Events accepted per project, client (IP address) and window, counted the same way. */
  maxPerClientPerWindow: number
  windowMs: number
  /** How long events are kept. */
  retentionMs: number
}

export type SiwxOptions = {
  /** How long an issued nonce may be used. */
  nonceTtlSeconds: number
  /** The longest a session lasts, whatever its message's expiration time says. */
  sessionMaxAgeSeconds: number
  /** JSON-RPC endpoints by EVM chain id, for smart-account (ERC-1271/6492) sign-ins. */
  evmRpcUrls: Readonly<Record<string, string>>
}

export type FarcasterOptions = {
  /** The auth relay (`https://relay.farcaster.xyz`). */
  relayUrl: string
  /** An OP Mainnet (chain 10) RPC, where IdRegistry and KeyRegistry are read. */
  rpcUrl: string
  /** What the signed message names: the app's domain and sign-in URI. */
  domain: string
  siweUri: string
  channelTtlSeconds: number
}

export type SocialOptions = {
  /** The api as OAuth client of each provider (`createSocialClients`). */
  clients: SocialClients
  /** Origins the login result may be posted to (the frame's and the vault's). */
  returnOrigins: readonly string[]
  /** How long a started login may be completed. */
  attemptTtlSeconds: number
  /** The api's public origin: the login popup's pages and the provider's callback live there. */
  publicOrigin: string
}

/** What every route gets from `createApp`. */
export type AppDeps = {
  db: Db
  clock: Clock
  log: Log
  /** Name zones served, first one the default (`alice` means `alice.<zone>`). */
  nameZones: readonly string[]
  /** How old (or how far ahead) a signed registration timestamp may be. */
  nameMessageMaxAgeSeconds: number
  telemetry: TelemetryOptions
  siwx: SiwxOptions
  /** Social logins; undefined when no provider is configured. */
  social: SocialOptions | undefined
  /** Sign In With Farcaster; undefined when not configured. */
  farcaster: FarcasterOptions | undefined
  /** Email login and the embedded wallet's auth share. */
  embedded: EmbeddedOptions
  /** How long an instance may reuse a project it looked up (0: never). */
  projectCacheMs: number
  /** The on-ramp provider; absent, options and quotes are SPEC §8's fallbacks. */
  onramp: OnrampClient | undefined
  /** The client's IP address, the key of per-client limits. */
  clientAddress: (c: Context) => string
  /** The chains the account-data routes serve; any other network gets empty results. */
  chains: ChainRegistry
  /** The chain RPC service's limits and ranking interval. */
  rpc: RpcOptions
  /**
   * The endpoints of a network behind the RPC service (an EVM data chain or a Solana cluster),
   * built once per network; undefined for a network it does not serve.
   */
  rpcUpstream: (caipNetworkId: string) => RpcUpstream | undefined
  /** The Solana clusters the balance route serves (SOL and SPL), by CAIP-2 id. */
  solanaChains: ReadonlyMap<string, SolanaDataChain>
  /**
   * The Bitcoin networks the Bitcoin routes serve (BITCOIN_DATA_CHAINS), by CAIP-2 id: each
   * one's data source and where its BTC is priced (its `pricedAs`, if it has one).
   */
  bitcoinSources: ReadonlyMap<
    string,
    { source: BitcoinDataSource; pricedAs: BitcoinDataChain['pricedAs'] }
  >
  prices: PriceSource
  /**
   * The swap router of a chain (its `swaps` config) and its quotes' per-block reads, built
   * once per chain; none without.
   */
  swapVenue: (entry: ChainEntry) => SwapVenue | undefined
  /** The history source of a chain (its `history` config: indexer or explorer API). */
  historySources: (entry: ChainEntry) => HistorySource
  /** History of the Solana clusters (`solanaChains`), read from the cluster's RPC. */
  solanaHistory: SolanaHistorySource
  /** Fetches URLs third parties choose (NFT metadata and images): public addresses only. */
  fetchPublic: PublicFetch
}

/** The SPEC §7 query params every Data API call carries, once checked. */
export type CallContext = {
  project: Project
  sdkType?: string
  sdkVersion?: string
  /** SPEC §7 `clientId`: the browser's id the frame sends (request logs name it). */
  clientId?: string
}

export type AppEnv = { Variables: { call: CallContext } }
