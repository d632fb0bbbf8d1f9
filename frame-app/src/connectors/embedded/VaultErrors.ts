import { BaseError } from '@porthole/shared-protocol'

/** SPEC §8 "iframe load failed": the vault did not say READY within 20 s (SPEC §9). */
export class VaultLoadError extends BaseError {
  override name = 'VaultLoadError'
  constructor(options?: { cause?: unknown }) {
    super('The secure wallet frame failed to load. Check your connection and try again.', options)
  }
}

/** SPEC §8 "iframe request timeout": the vault did not answer in time. */
export class VaultRequestTimeoutError extends BaseError {
  override name = 'VaultRequestTimeoutError'
  constructor(call: string) {
    super('The secure wallet frame did not answer in time. Try again.', { details: call })
  }
}

/**
 * SPEC §8 'Request was aborted': the vault went away while the call waited for its answer (its
 * page reloaded, or the client was destroyed), so no answer will come. Code 5000 on the wire.
 */
export class VaultRequestAbortedError extends BaseError {
  override name = 'VaultRequestAbortedError'
  constructor(call: string) {
    super('Request was aborted', { details: call })
  }
}
