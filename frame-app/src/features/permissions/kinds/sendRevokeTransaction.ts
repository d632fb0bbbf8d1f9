import { RECEIPT_TIMEOUT_MS } from '@porthole/shared-protocol'
import type { Connection } from '../../connection/index.ts'
import type { RevokeStep } from '../Permission.ts'
import type { PermissionDeps } from '../PermissionDeps.ts'
import { networkOf } from './networkOf.ts'
import { RevokeNotMinedError } from './RevokeNotMinedError.ts'

/**
 * Has the wallet send a revoke (`send` answers its transaction hash: an `eth_sendTransaction`
 * through the connection's normal path, the embedded wallet's own delegation removal), then
 * waits for its block: resolves once it succeeded, throws `RevokeNotMinedError` when it
 * reverted or was not seen in time.
 */
export async function sendRevoke(
  app: Pick<PermissionDeps, 'chainClients' | 'settings'>,
  connection: Connection,
  send: () => Promise<unknown>,
  onStep: (step: RevokeStep) => void,
): Promise<void> {
  onStep('asking')
  const hash = await send()
  if (typeof hash !== 'string') throw new TypeError('The wallet answered no transaction hash.')
  onStep('confirming')
  const network = networkOf(app, connection)
  if (!network) throw new RevokeNotMinedError('timeout')
  const status = await (await app.chainClients.get(network)).waitForReceipt(
    hash,
    RECEIPT_TIMEOUT_MS,
  )
  if (status !== 'success') throw new RevokeNotMinedError(status)
}

/**
 * Sends a revoke call as a plain transaction (an embedded wallet shows ApproveTransaction,
 * another wallet its own prompt) and waits for its block (`sendRevoke`).
 */
export function sendRevokeTransaction(
  app: Pick<PermissionDeps, 'chainClients' | 'settings'>,
  connection: Connection,
  tx: { from: string; to: string; data: string },
  onStep: (step: RevokeStep) => void,
): Promise<void> {
  const send = () => connection.connector.request({ method: 'eth_sendTransaction', params: [tx] })
  return sendRevoke(app, connection, send, onStep)
}
