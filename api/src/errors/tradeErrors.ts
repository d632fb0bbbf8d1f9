import { ApiError, type ApiErrorOptions, fixedApiError } from './ApiError.ts'

export class OnrampProviderError extends ApiError {
  override name = 'OnrampProviderError'
  override readonly status = 502
}

/** The api was started without on-ramp provider credentials. */
export const OnrampNotConfiguredError = fixedApiError(
  'OnrampNotConfiguredError',
  503,
  'The on-ramp provider is not configured on this server.',
)

/** SPEC §8: the network has no swap router configured (or is not served at all). */
export const SwapsNotSupportedError = fixedApiError(
  'SwapsNotSupportedError',
  400,
  'Network not supported for Swaps',
)

/** SPEC §8: the network is not served, so its gas price is unknown. */
export const GasPriceNotSupportedError = fixedApiError(
  'GasPriceNotSupportedError',
  400,
  'Network not supported for Gas Price',
)

/** No pool path with liquidity joins the two tokens. */
export class NoSwapRouteError extends ApiError {
  override name = 'NoSwapRouteError'
  override readonly status = 400
  constructor(from: string, to: string, options?: ApiErrorOptions) {
    super(`No swap route from ${from} to ${to}.`, options)
  }
}

/** The built swap would revert if sent now (balance, allowance or slippage). */
export class SwapWouldFailError extends ApiError {
  override name = 'SwapWouldFailError'
  override readonly status = 400
  constructor(reason: string, options?: ApiErrorOptions) {
    super(`The swap would fail: ${reason}`, options)
  }
}
