const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** A Solana address: a base58 public key (32 to 44 base58 characters, no 0, O, I or l). */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && BASE58_ADDRESS.test(value)
}
