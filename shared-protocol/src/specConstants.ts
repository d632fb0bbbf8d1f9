/**
 * SPEC §9, business constants and limits: every §9 value the api, the frame or the host uses,
 * defined once here (the swap slippage lives beside, in `swapSlippage.ts`). Code imports these;
 * no §9 number is written anywhere else.
 */

/** After a failed balance (or account list) fetch, no new attempt for 30 s. */
export const BALANCE_RETRY_MS = 30_000
/** The api caches balances for 30 s. */
export const BALANCE_CACHE_MS = 30_000

/** HTTP JSON-RPC: request timeout. */
export const RPC_TIMEOUT_MS = 10_000
/** HTTP JSON-RPC: batch size. */
export const RPC_BATCH_SIZE = 1_000
/** HTTP JSON-RPC: polling interval. */
export const RPC_POLLING_INTERVAL_MS = 4_000
/** HTTP JSON-RPC endpoint ranking: samples kept per endpoint. */
export const RPC_RANK_SAMPLE_COUNT = 10
/** HTTP JSON-RPC endpoint ranking: ping timeout. */
export const RPC_RANK_PING_TIMEOUT_MS = 1_000
/** Multicall batches of 1024 bytes. */
export const MULTICALL_BATCH_BYTES = 1_024

/** Error telemetry: at most 5 events per 60 s. */
export const TELEMETRY_LIMIT = 5
export const TELEMETRY_WINDOW_MS = 60_000

/** Pending-transaction polling (off by default): every 30 s, until 99 pending were seen. */
export const PENDING_TRANSACTIONS_INTERVAL_MS = 30_000
export const PENDING_TRANSACTIONS_MAX = 99

/** A sent transaction's receipt is awaited up to 25 s. */
export const RECEIPT_TIMEOUT_MS = 25_000
/** Revoke-permissions (and a standard wallet's disconnect) is waited for at most 100 ms. */
export const REVOKE_PERMISSIONS_TIMEOUT_MS = 100
/** A wallet that injects only `window.ethereum` is waited for up to 1 s (`ethereum#initialized`). */
export const INJECTED_PROVIDER_WAIT_MS = 1_000
/** The frame must be ready within 20 s. */
export const FRAME_READY_TIMEOUT_MS = 20_000

/** A name label has at least 4 characters. */
export const NAME_MIN_LENGTH = 4
/** Amounts are displayed to 3 decimals. */
export const AMOUNT_DECIMALS = 3
/** Addresses are truncated to 4 leading and 6 trailing characters. */
export const ADDRESS_LEADING_CHARS = 4
export const ADDRESS_TRAILING_CHARS = 6

/** Wallet pages of 40. */
export const WALLET_PAGE_SIZE = 40
/** A wallet search shows at most 100 results. */
export const WALLET_SEARCH_LIMIT = 100
/** 4 recommended wallets. */
export const RECOMMENDED_WALLET_COUNT = 4

/** A WalletConnect pairing URI lives 4 minutes. */
export const PAIRING_EXPIRY_MS = 4 * 60_000
/** A URI with 10 s or less left counts as expired (a phone needs time to scan it). */
export const PAIRING_EXPIRY_TOLERANCE_MS = 10_000

/** The eip155 native-token placeholder: this address stands for the chain's coin. */
export const EVM_NATIVE_PLACEHOLDER = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
/**
 * The solana native-token placeholder: this address stands for the cluster's SOL. It is not
 * wrapped SOL's mint (`So1…112`), an SPL token of its own.
 */
export const SOLANA_NATIVE_PLACEHOLDER = 'So11111111111111111111111111111111111111111'
/**
 * The native-token placeholder of each namespace whose assets the Data API names (SPEC §9:
 * one per namespace). bip122 has none: no bip122 wallet connects and no route serves it
 * (docs/decisions/0219-imageid-and-a-native-placeholder-per-namespace.md).
 */
export const NATIVE_PLACEHOLDERS = {
  eip155: EVM_NATIVE_PLACEHOLDER,
  solana: SOLANA_NATIVE_PLACEHOLDER,
} as const satisfies Partial<Record<'eip155' | 'solana' | 'bip122', string>>
