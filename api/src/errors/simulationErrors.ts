import { ApiError, type ApiErrorOptions, fixedApiError } from './ApiError.ts'

/** The network is not one the api serves, so there is no node to simulate on. */
export class SimulationNotSupportedError extends ApiError {
  override name = 'SimulationNotSupportedError'
  override readonly status = 400
  constructor(chainId: string, options?: ApiErrorOptions) {
    super(`Network ${chainId} is not served here, so it cannot be simulated.`, options)
  }
}

/**
 * The network's node does not run `eth_simulateV1` (it answers -32601, or the method is
 * refused): the caller shows the request without a simulation (docs/operator guide).
 */
export const SimulationUnavailableError = fixedApiError(
  'SimulationUnavailableError',
  501,
  'Simulation unavailable: this network’s node does not run eth_simulateV1.',
)
