import type { PayRequest, PayResult } from '@porthole/host-sdk'
import type { Config } from '@wagmi/core'
import type { PortholeProperties } from './porthole.ts'

/** `pay(config, …)` with a config that has no `porthole()` connector. */
export class PortholeConnectorNotFoundError extends Error {
  override name = 'PortholeConnectorNotFoundError'
  constructor() {
    super("The wagmi config has no porthole() connector: add it to the config's connectors.")
  }
}

/**
 * Takes a payment through the config's Porthole connector (`modal.pay`), connected or not:
 * Connect shows first when no wallet is. Resolves with `{ orderId, txHash, chainId, asset,
 * amount, payer }` once the api checked the transfer; rejects as `modal.pay` does (4001 when the
 * visitor declines, 5110 or 5111 with `data.reason`), with `PortholeConnectorNotFoundError` when the
 * config has no `porthole()` connector.
 *
 * @example
 * ```ts
 * import { pay } from '@porthole/wagmi'
 * const { txHash } = await pay(config, { orderId: 'order-42', recipient, amount: '1.25', asset })
 * ```
 */
export function pay(config: Pick<Config, 'connectors'>, request: PayRequest): Promise<PayResult> {
  const connector = config.connectors.find((candidate) => candidate.id === 'porthole') as
    | (Config['connectors'][number] & PortholeProperties)
    | undefined
  if (!connector?.pay) return Promise.reject(new PortholeConnectorNotFoundError())
  return connector.pay(request)
}
