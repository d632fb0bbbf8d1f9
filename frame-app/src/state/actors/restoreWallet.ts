import { fromPromise } from 'xstate'
import type { Connector, ConnectResult } from '../../connectors/Connector.ts'

/** Reconnect after a reload without a prompt; null when the wallet granted nothing. */
export const restoreWallet = fromPromise<ConnectResult | null, { connector: Connector }>(
  ({ input }) => input.connector.restore(),
)
