import { BaseError } from '@porthole/shared-protocol/host'

/**
 * `createModal` was called on a page that is not a secure context (plain `http:` on a host
 * other than localhost or a loopback address): the browser withholds `crypto.randomUUID`,
 * which every bridge message needs. Thrown synchronously, before anything is added to the
 * page. Serve the page over https (or from localhost while developing).
 *
 * @example
 * ```ts
 * try {
 *   createModal(config)
 * } catch (error) {
 *   if (error instanceof Error && error.name === 'InsecureContextError') showHttpsNotice()
 * }
 * ```
 */
export class InsecureContextError extends BaseError {
  override name = 'InsecureContextError'
}
