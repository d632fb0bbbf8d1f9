import { fromCallback } from 'xstate'
import type { Connector, ConnectorEvent } from '../../connectors/Connector.ts'

/** Forward a connected wallet's events (accountsChanged, chainChanged, disconnect) to the machine. */
export const watchConnector = fromCallback<
  { type: 'WALLET_EVENT'; event: ConnectorEvent },
  { connector: Connector }
>(({ input, sendBack }) =>
  input.connector.subscribe((event) => sendBack({ type: 'WALLET_EVENT', event })),
)
