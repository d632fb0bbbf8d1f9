import { RECEIPT_TIMEOUT_MS } from '@porthole/shared-protocol'
import type { Connection } from '../../connection/index.ts'
import type { RevokeStep } from '../Permission.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'
import { RevokeNotMinedError } from './RevokeNotMinedError.ts'

/**
 * Sends a revoke through the connection's normal path (an embedded wallet shows
 * ApproveTransaction, another wallet its own prompt), then waits for its block: resolves
 * once it succeeded, throws `RevokeNotMinedError` when it reverted or was not seen in time.
 */
export async function sendRevokeTransaction(
  app: Pick<PermissionDeps, 'chainClients' | 'settings'>,
  connection: Connection,
  tx: { from: string; to: string; data: string },
  onStep: (step: RevokeStep) => void,
): Promise<void> {
  onStep('asking')
  const hash = await connection.connector.request({
    method: 'eth_sendTransaction',
    params: [tx],
  })
  if (typeof hash !== 'string') throw new TypeError('The wallet answered no transaction hash.')
  onStep('confirming')
  const networks = app.settings.getSnapshot().context.dapp?.networks ?? []
  const network = networks.find((n) => n.caipNetworkId === connection.caipNetworkId)
  if (!network) throw new RevokeNotMinedError('timeout')
  const status = await (await app.chainClients.get(network)).waitForReceipt(
    hash,
    RECEIPT_TIMEOUT_MS,
  )
  if (status !== 'success') throw new RevokeNotMinedError(status)
}
