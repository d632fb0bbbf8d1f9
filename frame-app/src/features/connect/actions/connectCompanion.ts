import type { FrameCore } from '../../../core/FrameCore.ts'

/**
 * SPEC §4's multi-chain wallet, picked once: when the connection through `primaryId` (its
 * EIP-6963 side) is made and no connection of the companion's namespace is open, the
 * companion (its Wallet Standard side) connects too and is added beside it, not current. A
 * failed or rejected primary connects nothing more; a rejected companion leaves the primary.
 */
export function connectCompanion(
  app: FrameCore,
  { primaryId, companionId }: { primaryId: string; companionId: string },
) {
  const companion = app.hostConnectors.get(companionId)
  if (!companion) return
  const { connection } = app
  const subscription = connection.subscribe((snapshot) => {
    if (snapshot.matches('connecting')) return
    subscription.unsubscribe()
    const { connections } = snapshot.context
    if (
      !snapshot.matches('connected') ||
      !connections.some((c) => c.connector.id === primaryId) ||
      connections.some((c) => c.connector.namespace === companion.namespace)
    )
      return
    companion.connect().then(
      (result) =>
        connection.send({
          type: 'RESTORED',
          connection: { connector: companion, ...result },
          current: false,
        }),
      app.report,
    )
  })
}
