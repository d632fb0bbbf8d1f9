/** No endpoint of a chain answered (each one down, timing out or answering garbage). */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError' as const
  constructor(caipNetworkId: string, options: { cause: unknown }) {
    super(`No RPC endpoint of ${caipNetworkId} answered.`, options)
  }
}
