import { originPatternToRegExp, ProjectIdSchema } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import { PAIRING_EXPIRY_TOLERANCE_MS } from '../connectors/walletConnect/pairing/shouldReusePairing.ts'

/** The shortest pairing expiry: the 10 s tolerance plus one second on screen. */
export const MIN_PAIRING_EXPIRY_MS = PAIRING_EXPIRY_TOLERANCE_MS + 1000

/**
 * What the frame server injects into index.html as
 * `<script type="application/json" id="porthole-frame-config">`.
 */
export const FrameConfigSchema = z.object({
  projectId: ProjectIdSchema,
  allowedOrigins: z.array(
    z
      .string()
      .check(
        z.maxLength(300),
        z.refine(isOriginPattern, 'expected scheme://host[:port] with * as whole labels'),
      ),
  ),
  useDefaultOrigins: z.boolean(),
  apiUrl: z.optional(z.url()),
  /** The vault's origin (embedded wallets); without it, email login is not offered. */
  vaultUrl: z.optional(z.url()),
  /** The vault's path version (SPEC §7); 4 when absent. */
  vaultVersion: z.optional(z.int().check(z.minimum(1), z.maximum(999))),
  /**
   * The Coinbase Wallet SDK's keys popup (`preference.keysUrl`); Coinbase's own
   * keys.coinbase.com when absent. Development points it at a local double.
   */
  coinbaseKeysUrl: z.optional(z.url()),
  relayUrl: z.optional(z.string().check(z.regex(/^wss?:\/\//, 'relayUrl must be ws:// or wss://'))),
  /**
   * WalletConnect pairing expiry (ms); SPEC §9's 4 minutes when absent. A URI stops being
   * offered 10 s before it expires, so a shorter value would refresh it without end.
   */
  pairingExpiryMs: z.optional(z.int().check(z.minimum(MIN_PAIRING_EXPIRY_MS))),
  /**
   * How long an on-ramp quote and its provider session token live (ms); the provider's
   * 5 minutes when absent. A quote shown that long is fetched again with a new URL.
   */
  onrampQuoteTtlMs: z.optional(z.int().check(z.minimum(1000))),
  /**
   * How long the modal's own sends wait for a receipt before saying the transfer is still
   * pending (ms); SPEC §9's 25 s when absent.
   */
  receiptTimeoutMs: z.optional(z.int().check(z.minimum(1000))),
})
export type FrameConfig = z.infer<typeof FrameConfigSchema>

export const FRAME_CONFIG_ELEMENT_ID = 'porthole-frame-config'

function isOriginPattern(pattern: string): boolean {
  try {
    originPatternToRegExp(pattern)
    return true
  } catch {
    return false
  }
}
