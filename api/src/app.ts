import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type {
  AppDeps,
  AppEnv,
  FarcasterOptions,
  Log,
  SiwxOptions,
  TelemetryOptions,
} from './AppEnv.ts'
import { createApprovalRoutes } from './approvals/routes.ts'
import { createBalanceRoutes } from './balance/routes.ts'
import type { BitcoinDataChainInput } from './bitcoin/BitcoinDataChainSchema.ts'
import { BitcoinDataChainsSchema } from './bitcoin/BitcoinDataChainSchema.ts'
import { createBitcoinSources } from './bitcoin/createBitcoinSources.ts'
import { createBitcoinRoutes } from './bitcoin/routes.ts'
import { createCallBatchRoutes } from './calls/routes.ts'
import { createChainRegistry } from './chains/createChainRegistry.ts'
import { type DataChain, type DataChainInput, DataChainsSchema } from './chains/DataChainSchema.ts'
import { createSupportedChainsRoutes } from './chains/routes.ts'
import {
  type SolanaDataChain,
  type SolanaDataChainInput,
  SolanaDataChainsSchema,
} from './chains/SolanaDataChainSchema.ts'
import { type Clock, systemClock } from './clock.ts'
import { createSwapVenues } from './convert/createSwapVenues.ts'
import { createConvertRoutes } from './convert/routes.ts'
import { createClientAddress } from './createClientAddress.ts'
import { createQueryCounter } from './db/createQueryCounter.ts'
import type { Db } from './db/Db.ts'
import { DEFAULT_EMBEDDED, type EmbeddedOptions } from './embedded/EmbeddedOptions.ts'
import { createEmailUpdateRoutes } from './embedded/emailUpdateRoutes.ts'
import { createPasskeyRecoveryRoutes } from './embedded/passkey/passkeyRecoveryRoutes.ts'
import { createPasskeyRoutes } from './embedded/passkey/passkeyRoutes.ts'
import { createRecoveryCodeRoutes } from './embedded/passkey/recoveryCodeRoutes.ts'
import { createEmbeddedRoutes } from './embedded/routes.ts'
import {
  ApiError,
  DatabaseUnavailableError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
} from './errors.ts'
import { createFarcasterRoutes } from './farcaster/routes.ts'
import { createFungibleRoutes } from './fungible/routes.ts'
import { createHistoryRoutes } from './history/routes.ts'
import { createIdentityRoutes } from './identity/routes.ts'
import { rejectUnsafeText } from './input/rejectUnsafeText.ts'
import { queryTiming } from './logging/queryTiming.ts'
import { requestLogger } from './logging/requestLogger.ts'
import { createNftImageRoutes } from './nfts/imageRoutes.ts'
import { createNftRoutes } from './nfts/routes.ts'
import { createOnrampRoutes } from './onramp/routes.ts'
import { createOrderRoutes } from './orders/routes.ts'
import { createAdminProjectRoutes } from './projects/adminRoutes.ts'
import { createDevProjectRoutes } from './projects/devRoutes.ts'
import { createProjectRoutes } from './projects/routes.ts'
import { requireProject } from './requireProject.ts'
import { createAdminRegistryRoutes } from './routes/adminRegistry.ts'
import { createHealthRoutes } from './routes/health.ts'
import { createProfileRoutes } from './routes/profile.ts'
import { createWalletRoutes } from './routes/wallets.ts'
import { evmRpcTarget } from './rpc/evmRpcTarget.ts'
import { createRpcRoutes } from './rpc/routes.ts'
import { solanaRpcTarget } from './rpc/solanaRpcTarget.ts'
import { asChainUnavailable } from './rpc/upstream/ChainUnavailableError.ts'
import { createRpcUpstreams } from './rpc/upstream/createRpcUpstreams.ts'
import { DEFAULT_RPC, type RpcOptions } from './rpc/upstream/RpcOptions.ts'
import { createShellRoutes } from './shell/createShellRoutes.ts'
import type { ShellOptions } from './shell/ShellOptions.ts'
import { createSimulateRoutes } from './simulate/routes.ts'
import { createSessionRoutes } from './siwx/routes.ts'
import { createSocialBeginRoutes } from './social/beginRoutes.ts'
import { createSocialClients } from './social/providers/createSocialClients.ts'
import type { SocialProviderConfig } from './social/providers/SocialProviderSchema.ts'
import { createSocialRoutes } from './social/routes.ts'
import { createEtherscanHistorySource } from './sources/history/createEtherscanHistorySource.ts'
import { createIndexedHistorySource } from './sources/history/createIndexedHistorySource.ts'
import { createSolanaHistorySource } from './sources/history/createSolanaHistorySource.ts'
import type { OnrampClient } from './sources/onramp/createCoinbaseOnrampClient.ts'
import { createUniswapV2PriceSource } from './sources/prices/createUniswapV2PriceSource.ts'
import type { PriceSource } from './sources/prices/PriceSource.ts'
import { createPublicFetch } from './sources/publicFetch/createPublicFetch.ts'
import { createTelemetryRoutes } from './telemetry/routes.ts'

export type AppOptions = {
  db: Db
  clock?: Clock
  log?: Log
  nameZones?: readonly string[]
  nameMessageMaxAgeSeconds?: number
  telemetry?: Partial<TelemetryOptions>
  siwx?: Partial<SiwxOptions>
  /** Email login: the mailer, the secret (32 bytes) and limits; without both, those routes answer 503. */
  embedded?: Partial<EmbeddedOptions>
  projectCacheMs?: number
  /** How long `GET /ready` waits on the database before it answers 503 (default 2 s). */
  readyTimeoutMs?: number
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes?: number
  /** The on-ramp provider client (`createCoinbaseOnrampClient`); absent, SPEC §8 fallbacks. */
  onramp?: OnrampClient
  /**
   * Behind a reverse proxy: the header it appends the client's address to
   * (`x-forwarded-for`); its last entry is used. Without it, the socket's peer address.
   */
  clientAddressHeader?: string | undefined
  /** Chains served by the account-data routes (checked with DataChainSchema). */
  chains?: readonly (DataChain | DataChainInput)[]
  /** The chain RPC service (`POST /v1/rpc`): calls per project and window, ranking interval. */
  rpc?: Partial<RpcOptions>
  /** Solana clusters served by the balance, history and RPC routes (SolanaDataChainSchema). */
  solanaChains?: readonly (SolanaDataChain | SolanaDataChainInput)[]
  /** Bitcoin networks served by the Bitcoin routes, each read from its Esplora API. */
  bitcoinChains?: readonly BitcoinDataChainInput[]
  /** Default: on-chain Uniswap-V2 pools per chain config. */
  prices?: PriceSource
  /** History items per page (default 20). */
  historyPageSize?: number
  /**
   * The frame and vault page shells (`/shell/*`, SHELL_DIR): served by the api so that every
   * other byte of those origins can live on a CDN (docs/decisions/0010).
   */
  shells?: ShellOptions
  /** `POST /dev/projects` for local development (`npm start`); never in production. */
  devRoutes?: boolean
  /**
   * Hosts that NFT metadata and images may be fetched from though their addresses are private
   * (loopback, LAN); the dev stack's NFT server. Empty in production (FETCH_PRIVATE_HOSTS).
   */
  fetchPrivateHosts?: readonly string[]
  /** Social logins: providers (SOCIAL_PROVIDERS), the api's public origin, result origins. */
  social?: {
    providers: readonly SocialProviderConfig[]
    callbackBase: string
    returnOrigins: readonly string[]
    attemptTtlSeconds?: number
    /** How long a provider's endpoint has to answer (default `PROVIDER_TIMEOUT_SECONDS`, 10). */
    providerTimeoutSeconds?: number
  }
  /** Sign In With Farcaster: relay, chain-10 RPC, the domain and URI the message names. */
  farcaster?: Omit<FarcasterOptions, 'channelTtlSeconds'> & { channelTtlSeconds?: number }
  /** ADMIN_TOKEN: turns on `POST /admin/registry/sync` for callers that present it. */
  adminToken?: string | undefined
  /**
   * Counts each request's database queries and their time into its `Server-Timing` header
   * (DB_QUERY_STATS; the load bench prints them per route). Off by default.
   */
  queryStats?: boolean
}

export const DEFAULT_TELEMETRY: TelemetryOptions = {
  maxPerWindow: 120,
  maxPerClientPerWindow: 20,
  windowMs: 60_000,
  retentionMs: 30 * 24 * 60 * 60 * 1000,
}

export const DEFAULT_SIWX: SiwxOptions = {
  nonceTtlSeconds: 300,
  sessionMaxAgeSeconds: 7 * 24 * 60 * 60,
  evmRpcUrls: {},
}

/** Resolves the defaults of `createApp`; also used by the server to prune telemetry. */
export function resolveAppDeps(options: AppOptions): AppDeps {
  const clock = options.clock ?? systemClock
  const pageSize = options.historyPageSize ?? 20
  const fetchPublic = createPublicFetch(options.fetchPrivateHosts)
  const indexed = createIndexedHistorySource({ db: options.db, clock, fetchPublic, pageSize })
  const explorer = createEtherscanHistorySource({ pageSize })
  const rpc = { ...DEFAULT_RPC, ...options.rpc }
  const dataChains = DataChainsSchema.parse(options.chains ?? [])
  const solanaChains = SolanaDataChainsSchema.parse(options.solanaChains ?? [])
  const bitcoinChains = BitcoinDataChainsSchema.parse(options.bitcoinChains ?? [])
  const rpcUpstream = createRpcUpstreams(
    [...dataChains.map(evmRpcTarget), ...solanaChains.map(solanaRpcTarget)],
    rpc.rankIntervalMs,
    rpc.timeoutMs,
  )
  // The api's own reads of a chain go through the endpoints and ranking of its RPC service.
  const chains = createChainRegistry(dataChains, (chain) => rpcUpstream(chain.caipNetworkId))
  return {
    db: options.db,
    clock,
    log: options.log ?? (() => undefined),
    nameZones: options.nameZones ?? ['porthole.id'],
    nameMessageMaxAgeSeconds: options.nameMessageMaxAgeSeconds ?? 600,
    telemetry: { ...DEFAULT_TELEMETRY, ...options.telemetry },
    siwx: { ...DEFAULT_SIWX, ...options.siwx },
    social:
      options.social && options.social.providers.length > 0
        ? {
            clients: createSocialClients(options.social),
            returnOrigins: options.social.returnOrigins,
            attemptTtlSeconds: options.social.attemptTtlSeconds ?? 600,
            publicOrigin: new URL(options.social.callbackBase).origin,
          }
        : undefined,
    farcaster: options.farcaster && { channelTtlSeconds: 600, ...options.farcaster },
    embedded: { secret: undefined, mailer: undefined, ...DEFAULT_EMBEDDED, ...options.embedded },
    projectCacheMs: options.projectCacheMs ?? 5000,
    onramp: options.onramp,
    clientAddress: createClientAddress(options.clientAddressHeader),
    chains,
    rpc,
    rpcUpstream,
    solanaChains: new Map(solanaChains.map((chain) => [chain.caipNetworkId, chain])),
    bitcoinSources: createBitcoinSources(bitcoinChains),
    prices: options.prices ?? createUniswapV2PriceSource(),
    swapVenue: createSwapVenues(clock),
    historySources: (entry) => (entry.chain.history.kind === 'etherscan' ? explorer : indexed),
    solanaHistory: createSolanaHistorySource({ pageSize }),
    fetchPublic,
  }
}

/** Builds the api: every route, its checks and its error answers. Holds no state itself. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const counter = options.queryStats ? createQueryCounter() : undefined
  const deps = resolveAppDeps(counter ? { ...options, db: counter.count(options.db) } : options)
  const limit = options.bodyLimitBytes ?? 64 * 1024
  const app = new Hono<AppEnv>()
  if (counter) app.use(queryTiming(counter))
  app.use(requestLogger(deps.log))
  app.use(rejectUnsafeText())
  app.use(cors({ origin: '*', allowMethods: ['GET', 'POST'], maxAge: 86_400 }))
  app.use(
    bodyLimit({
      maxSize: limit,
      onError: () => {
        throw new PayloadTooLargeError(limit)
      },
    }),
  )
  app.route('/', createHealthRoutes(deps, options.readyTimeoutMs))
  if (options.shells) app.route('/', createShellRoutes(deps, options.shells))
  if (options.devRoutes) app.route('/', createDevProjectRoutes(deps))
  if (options.adminToken) {
    app.route('/', createAdminRegistryRoutes(deps, options.adminToken))
    app.route('/', createAdminProjectRoutes(deps, options.adminToken))
  }
  app.use('/v1/*', requireProject(deps))
  app.use('/e', requireProject(deps))
  app.route('/', createProjectRoutes())
  app.route('/', createWalletRoutes(deps))
  app.route('/', createProfileRoutes(deps))
  app.route('/', createSessionRoutes(deps))
  app.route('/', createEmbeddedRoutes(deps))
  app.route('/', createPasskeyRoutes(deps))
  app.route('/', createPasskeyRecoveryRoutes(deps))
  app.route('/', createRecoveryCodeRoutes(deps))
  app.route('/', createEmailUpdateRoutes(deps))
  app.route('/', createTelemetryRoutes(deps))
  app.route('/', createOnrampRoutes(deps))
  app.route('/', createSupportedChainsRoutes(deps))
  app.route('/', createRpcRoutes(deps))
  app.route('/', createBalanceRoutes(deps))
  app.route('/', createFungibleRoutes(deps))
  app.route('/', createBitcoinRoutes(deps))
  app.route('/', createHistoryRoutes(deps))
  app.route('/', createNftRoutes(deps))
  app.route('/', createNftImageRoutes(deps))
  app.route('/', createApprovalRoutes(deps))
  app.route('/', createIdentityRoutes(deps))
  app.route('/', createConvertRoutes(deps))
  app.route('/', createOrderRoutes(deps))
  app.route('/', createCallBatchRoutes(deps))
  app.route('/', createSimulateRoutes(deps))
  app.route('/', createSocialRoutes(deps))
  app.route('/', createSocialBeginRoutes(deps))
  app.route('/', createFarcasterRoutes(deps))
  app.notFound((c) =>
    c.json({ error: { name: NotFoundError.name, message: 'No such route.' } }, 404),
  )
  app.onError((raised, c) => {
    const error = asChainUnavailable(raised) ?? raised
    if (error instanceof RateLimitedError || error instanceof DatabaseUnavailableError)
      c.header('Retry-After', String(error.retryAfterSeconds))
    if (error instanceof ApiError) {
      return c.json(
        {
          error: {
            name: error.name,
            message: error.shortMessage,
            ...(error.public && error.data !== undefined ? { data: error.data } : {}),
          },
        },
        error.status as 400,
      )
    }
    deps.log({ level: 'error', msg: 'unhandled', path: c.req.path, error: String(error) })
    return c.json({ error: { name: 'InternalError', message: 'Internal error.' } }, 500)
  })
  return app
}
