import { fromPromise } from 'xstate'
import type { Connector, ConnectResult } from '../../../connectors/Connector.ts'

export type RestoreResult = (ConnectResult & { connector: Connector }) | null

/**
 * Reconnect after a reload without a prompt: the first of `connectors` (in order) whose wallet
 * still grants accounts; null when none does. A wallet that fails or hangs counts as none.
 */
export const restoreWallet = fromPromise<RestoreResult, { connectors: Connector[] }>(
  async ({ input }) => {
    const results = await Promise.all(
      input.connectors.map((connector) => connector.restore().catch(() => null)),
    )
    const index = results.findIndex((result) => result !== null)
    const result = results[index]
    return result ? { connector: input.connectors[index]!, ...result } : null
  },
)
