import { BaseError } from '@porthole/shared-protocol/host'

/** The frame origin did not serve an add-on script the configuration needs (e.g. Solana). */
export class AddOnLoadError extends BaseError {
  override name = 'AddOnLoadError'
}
