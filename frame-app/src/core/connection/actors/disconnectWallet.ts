import { fromPromise } from 'xstate'
import type { Connector } from '../../../connectors/Connector.ts'

/** Close the connector's session. The machine ends disconnected either way and tracks the outcome. */
export const disconnectWallet = fromPromise<void, { connector: Connector | null }>(
  async ({ input }) => {
    await input.connector?.disconnect()
  },
)
