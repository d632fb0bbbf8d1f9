import { ApiError } from '../../errors.ts'
import { UpstreamUnavailableError } from './UpstreamUnavailableError.ts'

/**
 * A read of a chain the api serves (balances, quotes, history, names, orders) that no endpoint
 * of the chain answered, each down, stalled past SPEC §9's 10 s or answering garbage: a 502
 * that says so, instead of an internal error (docs/decisions/0230).
 */
export class ChainUnavailableError extends ApiError {
  override name = 'ChainUnavailableError'
  override readonly status = 502
}

/** The ChainUnavailableError `error` stands for, if an UpstreamUnavailableError caused it. */
export function asChainUnavailable(error: unknown): ChainUnavailableError | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof UpstreamUnavailableError)
      return new ChainUnavailableError(`${cause.message} Try again shortly.`, { cause })
  }
  return undefined
}
