import { BaseError } from '@porthole/shared-protocol/host'

/**
 * An add-on the loader fetches from the frame origin (the Solana add-on,
 * `porthole-solana.js`, when a solana network is configured) did not load or did not start:
 * `modal.open({ namespace: 'solana' })` rejects with it, naming the add-on's URL, and the
 * modal stays closed. EVM wallets are not affected.
 *
 * @example
 * ```ts
 * modal.open({ namespace: 'solana' }).catch((error) => {
 *   if (error.name === 'AddOnLoadError') showNotice(error.message)
 * })
 * ```
 */
export class AddOnLoadError extends BaseError {
  override name = 'AddOnLoadError'
  readonly url: string
  constructor(url: string, options?: { cause?: unknown }) {
    super(`The Solana add-on could not be loaded from ${url}.`, options)
    this.url = url
  }
}
