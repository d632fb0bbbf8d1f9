import { fromPromise } from 'xstate'
import type { Connector, ConnectResult } from '../../../connectors/Connector.ts'

/** Ask a connector for accounts and the current network. */
export const connectWallet = fromPromise<ConnectResult, { connector: Connector }>(({ input }) =>
  input.connector.connect(),
)
