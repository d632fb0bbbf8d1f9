import { BaseError } from '@porthole/shared-protocol/host'

/**
 * `createModal` was given a config it cannot work with. Thrown synchronously, before anything
 * is added to the page. Branch on `name`, never on the message.
 *
 * @example
 * ```ts
 * try {
 *   createModal({ projectId: '', networks: [] })
 * } catch (error) {
 *   if (error instanceof InvalidConfigError) console.error(error.shortMessage)
 * }
 * ```
 */
export class InvalidConfigError extends BaseError {
  override name = 'InvalidConfigError'
}
