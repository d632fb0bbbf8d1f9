import { BaseError } from '@porthole/shared-protocol/host'

/**
 * `createModal` was called where there is no browser page: on a server rendering the page
 * (Next.js, Remix, Astro), in a worker or in Node. Importing the package there is safe and does
 * nothing; create the modal in code that runs in the browser only (an effect, an event handler,
 * or `PortholeProvider` from `@porthole/react`, which does so for you).
 *
 * @example
 * ```ts
 * import { BrowserRequiredError, createModal } from '@porthole/host-sdk'
 *
 * try {
 *   createModal(config)
 * } catch (error) {
 *   if (error instanceof BrowserRequiredError) console.info('the modal is made in the browser')
 * }
 * ```
 */
export class BrowserRequiredError extends BaseError {
  override name = 'BrowserRequiredError'
}
