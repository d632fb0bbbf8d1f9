import { fromPromise } from 'xstate'
import type { Connector } from '../../connectors/Connector.ts'

/** Close the connector's session; failures are swallowed so the user always ends disconnected. */
export const disconnectWallet = fromPromise<void, { connector: Connector | null }>(
  async ({ input }) => {
    await input.connector?.disconnect().catch(() => undefined)
  },
)
