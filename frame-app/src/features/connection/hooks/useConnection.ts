import type { CaipNetworkId, ErrorData } from '@porthole/shared-protocol'
import { useSelector } from '@xstate/react'
import type { Connector } from '../../../connectors/Connector.ts'
import type { Connection } from '../../../core/connection/ConnectionContext.ts'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'

export type ConnectionView = {
  /** The connection the host sees, null while disconnected. */
  current: Connection | null
  /** Every open connection, the current one first. */
  connections: Connection[]
  /** The network shown: the wallet's while connected. */
  caipNetworkId: CaipNetworkId | null
  /** The wallet being connected (or the last one that failed), else the current one's. */
  connector: Connector | null
  /** Why the last connect failed; null while connecting. */
  error: ErrorData | null
  /** Connected and settled (not connecting, switching or disconnecting). */
  settled: boolean
}

/** The connection as the views read it (SPEC §3, §4). */
export function useConnection(): ConnectionView {
  const { connection } = useFrameApp()
  const current = useSelector(connection, (s) => s.context.current)
  const connections = useSelector(connection, (s) => s.context.connections)
  const caipNetworkId = useSelector(connection, (s) => s.context.caipNetworkId)
  const connector = useSelector(
    connection,
    (s) => s.context.pending ?? s.context.current?.connector ?? null,
  )
  const error = useSelector(connection, (s) => (s.matches('connecting') ? null : s.context.error))
  const settled = useSelector(connection, (s) => s.matches('connected'))
  return { current, connections, caipNetworkId, connector, error, settled }
}
