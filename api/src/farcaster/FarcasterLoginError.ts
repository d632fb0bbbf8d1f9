import { reasonedApiError } from '../errors.ts'

export type FarcasterLoginReason =
  /** The signature is not from the fid's custody address nor one of its auth addresses. */
  | 'not_custody'
  /** The signed message is malformed or for another nonce or domain. */
  | 'invalid_message'
  /** The channel is unknown, used or expired. */
  | 'stale_channel'
  /** The relay or the chain-10 RPC failed. */
  | 'unavailable'
  | 'not_configured'

const statusOf: Record<FarcasterLoginReason, number> = {
  not_custody: 401,
  invalid_message: 401,
  stale_channel: 400,
  unavailable: 502,
  not_configured: 404,
}

/** A Sign In With Farcaster that could not complete; `reason` says why. */
export class FarcasterLoginError extends reasonedApiError('FarcasterLoginError', statusOf) {}
