import type { Connector } from '../../connectors/Connector.ts'
import type { FrameCore } from '../../core/FrameCore.ts'

/**
 * Keeps `companion`, another namespace of the same wallet session (WalletConnect's solana
 * namespace, an email login's Solana account), open beside `primary`: whenever `primary` is
 * connected and no connection of the companion's namespace is open, the companion's accounts
 * (its `restore`, no prompt) are added, not current. Its wallet events reach the connection.
 */
export function connectBeside(
  connection: FrameCore['connection'],
  primary: Pick<Connector, 'id'>,
  companion: Connector,
  report: (error: unknown) => void,
) {
  companion.subscribe((event) =>
    connection.send({ type: 'WALLET_EVENT', connectorId: companion.id, event }),
  )
  connection.subscribe((snapshot) => {
    const { connections } = snapshot.context
    if (
      !snapshot.matches('connected') ||
      !connections.some((c) => c.connector.id === primary.id) ||
      connections.some((c) => c.connector.namespace === companion.namespace)
    )
      return
    void companion.restore().then((result) => {
      if (result)
        connection.send({
          type: 'RESTORED',
          connection: { connector: companion, ...result },
          current: false,
        })
    }, report)
  })
}
