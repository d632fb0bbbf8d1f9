import { fromPromise } from 'xstate'
import type { Connector, ConnectResult } from '../../../connectors/Connector.ts'

export type RestoreResult = ConnectResult & { connector: Connector }

/**
 * Reconnect after a reload without a prompt: per namespace, the first of `connectors` (in
 * order) whose wallet still grants accounts. The results come in the order their namespaces
 * first appear in `connectors` (the one to make current first); empty when none restored. A
 * wallet that fails or hangs counts as none.
 */
export const restoreWallet = fromPromise<RestoreResult[], { connectors: Connector[] }>(
  async ({ input }) => {
    const results = await Promise.all(
      input.connectors.map((connector) => connector.restore().catch(() => null)),
    )
    const restored: RestoreResult[] = []
    input.connectors.forEach((connector, index) => {
      const result = results[index]
      if (result && !restored.some((r) => r.connector.namespace === connector.namespace))
        restored.push({ connector, ...result })
    })
    return restored
  },
)
