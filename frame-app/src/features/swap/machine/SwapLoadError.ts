import type { SwapFailure } from './SwapContext.ts'

/**
 * Loading the swap failed, and why: `gasPriceUnsupported` (the api does not serve the network,
 * SPEC §8 'Network not supported for Gas Price'), `unsupported` (no swaps there, 'Network not
 * supported for Swaps') or `loadFailed`. The machine shows `failure`; `cause` is the api's error.
 */
export class SwapLoadError extends Error {
  override name = 'SwapLoadError'
  constructor(
    readonly failure: SwapFailure,
    options: { cause: unknown },
  ) {
    super(failure, options)
  }
}
