import { z } from 'zod'
import { BitcoinDataChainsSchema } from './bitcoin/BitcoinDataChainSchema.ts'
import { DataChainsSchema } from './chains/DataChainSchema.ts'
import { SolanaDataChainsSchema } from './chains/SolanaDataChainSchema.ts'
import { SocialProvidersSchema } from './social/providers/SocialProviderSchema.ts'

/** A variable holding JSON, parsed then checked with `schema`. */
const jsonVariable = <S extends z.ZodType>(name: string, schema: S) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` })
        return z.NEVER
      }
    })
    .pipe(schema)

/** DATA_CHAINS: a JSON array of data chains (see DataChainSchema). */
const DataChainsJsonSchema = jsonVariable('DATA_CHAINS', DataChainsSchema)
/** SOLANA_DATA_CHAINS: a JSON array of Solana clusters (see SolanaDataChainSchema). */
const SolanaDataChainsJsonSchema = jsonVariable('SOLANA_DATA_CHAINS', SolanaDataChainsSchema)

const commaList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

/** SOCIAL_PROVIDERS: a JSON array of providers (see SocialProviderConfigSchema). */
const SocialProvidersJsonSchema = jsonVariable('SOCIAL_PROVIDERS', SocialProvidersSchema)

/** The server's environment, parsed (never trusted). */
export const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
    HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * A Postgres server; without it, or set to an empty string (`DATABASE_URL=` in a .env
     * file or a shell), the service uses embedded PGlite under DATA_DIR.
     */
    DATABASE_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default('.data/pglite'),
    /** Coinbase Onramp: API base, widget origin and the CDP key (name + ES256 PKCS#8 PEM). */
    ONRAMP_API_URL: z.url().default('https://api.developer.coinbase.com/onramp'),
    ONRAMP_WIDGET_URL: z.url().default('https://pay.coinbase.com'),
    ONRAMP_KEY_NAME: z.string().min(1).optional(),
    ONRAMP_KEY_SECRET: z
      .string()
      .includes('BEGIN PRIVATE KEY', { message: 'ONRAMP_KEY_SECRET must be a PKCS#8 PEM' })
      .optional(),
    /** Behind a reverse proxy: the header it appends the client's IP to (`x-forwarded-for`). */
    CLIENT_ADDRESS_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]*$/, 'CLIENT_ADDRESS_HEADER must be a header name')
      .optional(),
    /** The chains the account-data routes serve; none by default (empty results everywhere). */
    DATA_CHAINS: DataChainsJsonSchema.default([]),
    /** Chain RPC calls (`POST /v1/rpc`, each call of a batch counts) per project and minute. */
    RPC_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
    /** Projects with their own limit: a JSON object of calls per minute by project id. */
    RPC_PROJECT_LIMITS: jsonVariable(
      'RPC_PROJECT_LIMITS',
      z.record(z.string(), z.number().int().min(1)),
    ).default({}),
    /** Solana clusters the balance route serves (SOL and SPL); none by default. */
    SOLANA_DATA_CHAINS: SolanaDataChainsJsonSchema.default([]),
    /**
     * Bitcoin networks the Bitcoin routes serve, each read from an Esplora API (`esploraUrl`:
     * Blockstream's, mempool.space's or an own electrs); none by default (those routes answer 404).
     */
    BITCOIN_DATA_CHAINS: jsonVariable('BITCOIN_DATA_CHAINS', BitcoinDataChainsSchema).default([]),
    /**
     * Comma-separated hosts NFT metadata and images may come from though private (loopback, LAN);
     * none by default, so a contract's `tokenURI` cannot reach the api's own network.
     */
    FETCH_PRIVATE_HOSTS: commaList,
    /**
     * Social logins: `[{ id, clientId, clientSecret, ...endpoints }]`, in the order the modal
     * lists them; none by default (the login routes answer 404).
     */
    SOCIAL_PROVIDERS: SocialProvidersJsonSchema.default([]),
    /** The api's public origin, where providers return (`<url>/auth/social/<id>/callback`). */
    PUBLIC_URL: z.url().optional(),
    /**
     * Comma-separated origins a login result may be posted to: the frame's and the vault's. A
     * social login's begin link binds only a navigation from one of them (its Referer, SECURITY
     * #24), so the frame's origin must be listed.
     */
    SOCIAL_RETURN_ORIGINS: commaList,
    /**
     * Sign In With Farcaster: the auth relay, an OP Mainnet (chain 10) RPC for the custody check,
     * and the domain and URI the signed message names (the frame's). Without FARCASTER_RPC_URL
     * the Farcaster routes answer 404.
     */
    FARCASTER_RELAY_URL: z.url().default('https://relay.farcaster.xyz'),
    FARCASTER_RPC_URL: z.url().optional(),
    FARCASTER_DOMAIN: z.string().min(1).optional(),
    FARCASTER_SIWE_URI: z.url().optional(),
    /**
     * Email login: the SMTP server the codes go through (`smtp://user:pass@host:587`,
     * `smtps://…`) and the sender. Without SMTP_URL, email login answers 503.
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Porthole <no-reply@porthole.invalid>'),
    /**
     * 32 bytes in hex: keys the stored codes' HMAC and the auth shares' AES-256-GCM seal. With
     * PGlite and none given, one is generated into the data folder (`embedded.secret`).
     */
    EMBEDDED_SECRET: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'EMBEDDED_SECRET must be 64 hex digits (32 bytes)')
      .optional(),
    /**
     * The vault's origin (e.g. https://vault.example): the relying party of recovery passkeys.
     * Without it, the passkey routes answer 503.
     */
    VAULT_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
    /**
     * The page shells' folder (`release/api/shells`): with it the api serves the frame and vault
     * pages at `/shell/*` (docs/deploy.md), which needs PUBLIC_URL, FRAME_URL and VAULT_URL.
     */
    SHELL_DIR: z.string().min(1).optional(),
    /** The frame's public origin (e.g. https://frame.example): the vault's only parent. */
    FRAME_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
    /** The WalletConnect relay the frame uses; WalletConnect's own when absent. */
    RELAY_URL: z
      .string()
      .regex(/^wss?:\/\//, 'RELAY_URL must be a ws:// or wss:// URL')
      .optional(),
    /** Comma-separated CAIP-2 networks where embedded accounts may be smart accounts (SPEC §6). */
    SMART_ACCOUNT_NETWORKS: commaList,
    /** Turns on the admin routes (`POST /admin/registry/sync`) for callers that send it as a Bearer token. */
    ADMIN_TOKEN: z.string().min(32, 'ADMIN_TOKEN must be at least 32 characters').optional(),
    /**
     * `1`: each answer says its database queries and their time (`Server-Timing: db`), which
     * the load bench prints per route. Costs a little; off by default.
     */
    DB_QUERY_STATS: z
      .enum(['', '0', '1'])
      .default('')
      .transform((value) => value === '1'),
    /** How often the indexer looks for new blocks. */
    INDEX_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  })
  .superRefine((env, ctx) => {
    if (!env.SHELL_DIR) return
    for (const name of ['PUBLIC_URL', 'FRAME_URL', 'VAULT_URL'] as const)
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required with SHELL_DIR`,
        })
  })
export type Env = z.output<typeof EnvSchema>

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid environment: ${problems.join('; ')}`)
}
