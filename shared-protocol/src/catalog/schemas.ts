import * as z from 'zod/mini'
import { ProjectIdSchema } from './ProjectIdSchema.ts'

/** Schemas shared by several calls. Types come from `z.infer`, never written by hand. */

export const ErrorDataSchema = z.object({
  code: z.number().check(z.int()),
  message: z.string(),
  data: z.optional(z.unknown()),
})

/**
 * A view's name, as the snapshot reports the one showing and `open({ view })` asks for one. The
 * frame's features define their views (docs/architecture.md, "How to add a view"): a name the
 * frame has no view for is refused with `ViewUnavailableError` (reason `unknown`), and a newer
 * frame's view reaches an older host as a name it need not know.
 */
export const ViewNameSchema = z.string().check(z.regex(/^[A-Za-z]{1,64}$/))
export type ViewName = z.infer<typeof ViewNameSchema>

/**
 * The views a host may open (`access: 'public'` in the frame; a frame test keeps the two the
 * same): what `modal.open({ view })` is typed with.
 */
export const PublicViewNameSchema = z.enum([
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'RegisterAccountName',
  'Send',
  'Swap',
  'OnRamp',
])
export type PublicViewName = z.infer<typeof PublicViewNameSchema>

export const NamespaceSchema = z.enum(['eip155', 'solana', 'bip122'])
export type Namespace = z.infer<typeof NamespaceSchema>

/** `namespace:reference`, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const CaipNetworkIdSchema = z
  .string()
  .check(z.regex(/^(eip155|solana|bip122):[-_a-zA-Z0-9]{1,48}$/))
export type CaipNetworkId = z.infer<typeof CaipNetworkIdSchema>

export const ConnectionStatusSchema = z.enum([
  'disconnected',
  'connecting',
  'connected',
  'reconnecting',
])
export type ConnectionStatus = z.infer<typeof ConnectionStatusSchema>

/**
 * A sign-in session as the api answers it (`POST /v1/sessions`, `GET /v1/sessions/{address}`):
 * one verified SIWE (eip155), SIWS (solana) or CAIP-122 Bitcoin (bip122, BIP-322) message.
 * `pci` identifies it for revocation.
 */
export const SiwxSessionSchema = z.object({
  pci: z.string().check(z.uuid()),
  namespace: NamespaceSchema,
  address: z.string().check(z.minLength(1), z.maxLength(64)),
  chainId: CaipNetworkIdSchema,
  domain: z.string().check(z.minLength(1), z.maxLength(256)),
  uri: z.string().check(z.minLength(1), z.maxLength(2048)),
  message: z.string().check(z.minLength(1), z.maxLength(4096)),
  issuedAt: z.string(),
  expiresAt: z.string(),
})
export type SiwxSession = z.infer<typeof SiwxSessionSchema>

/**
 * The session a host sees (`modal.getSession()`): the api's record plus the signature, which
 * the host's backend checks itself (see docs/host-guide.md, sign-in). Absent after a reload
 * in a browser that blocks the frame's storage: the signature is never kept in host storage.
 * Its fields are plain strings, not `SiwxSessionSchema`'s checks: the frame checked the session
 * when the api sent it, and those checks would weigh on the frame's first paint (STATE).
 */
export const HostSessionSchema = z.object({
  pci: z.string(),
  namespace: NamespaceSchema,
  address: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  message: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  signature: z.optional(z.string()),
})
export type HostSession = z.infer<typeof HostSessionSchema>

/** A well-formed BCP 47 language tag (`Intl.getCanonicalLocales` accepts it), such as `pt-BR`. */
export const LocaleSchema = z.string().check(
  z.maxLength(64),
  z.refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1
    } catch {
      return false
    }
  }, 'locale must be a BCP 47 language tag such as "fr" or "pt-BR"'),
)

export const ThemeModeSchema = z.enum(['light', 'dark'])
export type ThemeMode = z.infer<typeof ThemeModeSchema>

/** Theme overrides: CSS values, keyed like `--w3m-*` variables of the field, without the prefix. */
export const ThemeVariablesSchema = z.object({
  accent: z.optional(z.string().check(z.maxLength(64))),
  colorMix: z.optional(z.string().check(z.maxLength(64))),
  colorMixStrength: z.optional(z.number().check(z.gte(0), z.lte(100))),
  fontFamily: z.optional(z.string().check(z.maxLength(200))),
  fontSizeMaster: z.optional(z.string().check(z.maxLength(16))),
  borderRadiusMaster: z.optional(z.string().check(z.maxLength(16))),
  zIndex: z.optional(z.number().check(z.int())),
})
export type ThemeVariables = z.infer<typeof ThemeVariablesSchema>

const inset = z.number().check(z.gte(0), z.lte(400))
/**
 * The host page's safe-area insets in CSS px (`env(safe-area-inset-*)`, only when the page has
 * `viewport-fit=cover`): they apply to the top-level viewport, so a cross-origin frame reads 0.
 */
export const SafeAreaSchema = z.object({ top: inset, right: inset, bottom: inset, left: inset })
export type SafeArea = z.infer<typeof SafeAreaSchema>

export const NetworkSchema = z.object({
  id: z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1))]),
  chainNamespace: NamespaceSchema,
  caipNetworkId: CaipNetworkIdSchema,
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().check(z.int(), z.gte(0)),
  }),
  /**
   * SPEC §3: `default` is what the modal reads through (the api's chain RPC service for a
   * network the host gave no URLs); `chainDefault` the chain's own endpoints the host gave.
   */
  rpcUrls: z.object({
    default: z.object({ http: z.array(z.string()) }),
    chainDefault: z.optional(z.object({ http: z.array(z.string()) })),
  }),
  blockExplorers: z.optional(
    z.object({ default: z.object({ name: z.string(), url: z.string() }) }),
  ),
  testnet: z.optional(z.boolean()),
  imageUrl: z.optional(z.string()),
  /** SPEC §3 network assets: the network's image, by explorer image id or URL. */
  assets: z.optional(
    z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) }),
  ),
})
export type Network = z.infer<typeof NetworkSchema>

export const MetadataSchema = z.object({
  name: z.string(),
  description: z.optional(z.string()),
  url: z.optional(z.string()),
  icons: z.optional(z.array(z.string())),
})
export type Metadata = z.infer<typeof MetadataSchema>

export const ConnectMethodSchema = z.enum(['email', 'social', 'wallet'])
/** The connector types, listed in SPEC §9's default order (the frame's when a dapp sets none). */
export const ConnectorTypeOrderSchema = z.enum([
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
])

export const CustomWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  homepage: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
  mobileLink: z.optional(z.string()),
  desktopLink: z.optional(z.string()),
  webappLink: z.optional(z.string()),
})

export const FeaturesSchema = z.object({
  email: z.optional(z.boolean()),
  socials: z.optional(z.union([z.literal(false), z.array(z.string())])),
  analytics: z.optional(z.boolean()),
  connectMethodsOrder: z.optional(z.array(ConnectMethodSchema)),
  connectorTypeOrder: z.optional(z.array(ConnectorTypeOrderSchema)),
  swaps: z.optional(z.boolean()),
  onramp: z.optional(z.boolean()),
  /** false: Account shows no Send, and `open({ view: 'Send' })` rejects (featureDisabled). */
  send: z.optional(z.boolean()),
  /**
   * SPEC §9 pending-transaction watching (off by default): `true` polls the network's pending
   * transactions every 30 s, `{ intervalMs }` at another interval (at least 1 s).
   */
  pendingTransactions: z.optional(
    z.union([
      z.boolean(),
      z.object({ intervalMs: z.optional(z.number().check(z.int(), z.gte(1_000))) }),
    ]),
  ),
})

/**
 * Sign-in after connecting (`siweConfig`: eip155 only; `siwx`: eip155, solana and bip122). With
 * `required`, declining to sign disconnects the wallet; otherwise the wallet stays connected.
 */
export const SiwxConfigSchema = z.object({
  namespaces: z.array(z.enum(['eip155', 'solana', 'bip122'])).check(z.minLength(1)),
  statement: z.optional(z.string().check(z.maxLength(200), z.regex(/^[^\n]*$/))),
  /** How long a session lasts, in seconds (60 s to 7 days; default 1 day). */
  expirationSeconds: z.optional(z.number().check(z.int(), z.gte(60), z.lte(604_800))),
  required: z.boolean(),
})
export type SiwxConfig = z.infer<typeof SiwxConfigSchema>

/** Everything a host passes to `createModal`, minus host-only fields. Sent to the frame. */
export const DappDataSchema = z.object({
  projectId: ProjectIdSchema,
  networks: z.array(NetworkSchema).check(z.minLength(1, 'networks must not be empty')),
  defaultNetwork: z.optional(CaipNetworkIdSchema),
  metadata: z.optional(MetadataSchema),
  features: z.optional(FeaturesSchema),
  excludeWalletIds: z.optional(z.array(z.string())),
  featuredWalletIds: z.optional(z.array(z.string())),
  includeWalletIds: z.optional(z.array(z.string())),
  customWallets: z.optional(z.array(CustomWalletSchema)),
  enableWalletConnect: z.optional(z.boolean()),
  /** The Coinbase Wallet SDK row (SPEC §3 EXTERNAL); true when absent, as in AppKit. */
  enableCoinbase: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  enableNetworkSwitch: z.optional(z.boolean()),
  siwx: z.optional(SiwxConfigSchema),
  /** The modal's language; absent, the visitor's browser languages pick it. */
  locale: z.optional(LocaleSchema),
  sdkVersion: z.string(),
})
export type DappData = z.infer<typeof DappDataSchema>

/** An EIP-1193 request as the host provider receives it. */
export const RpcRequestSchema = z.object({
  method: z.string().check(z.minLength(1), z.maxLength(128)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
})
export type RpcRequest = z.infer<typeof RpcRequestSchema>

/** EIP-6963 provider info of a wallet announced in the host page (descriptor only). */
export const HostWalletSchema = z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.minLength(1), z.maxLength(128)),
  icon: z.string().check(z.maxLength(200_000)),
  rdns: z.string().check(z.maxLength(256)),
  namespace: NamespaceSchema,
})
export type HostWallet = z.infer<typeof HostWalletSchema>

/** A key the frame keeps in the host's storage: short, plain characters. */
export const StorageKeySchema = z.string().check(z.regex(/^[A-Za-z0-9:._@-]{1,128}$/))
/** A stored value: a string of at most 64 KB. */
export const StorageValueSchema = z.string().check(z.maxLength(65_536))
