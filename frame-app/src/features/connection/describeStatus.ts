import type { ConnectionContext } from '../../core/connection/ConnectionContext.ts'
import type { MessageKey } from '../../i18n/en.ts'
import type { ConnectionState } from './connectionState.ts'

export type StatusMessage = { key: MessageKey; params?: Record<string, string> } | null

/** What the live region announces for a connection state. */
export function describeStatus(state: ConnectionState, context: ConnectionContext): StatusMessage {
  const name = (context.pending ?? context.current?.connector)?.name ?? ''
  if (state === 'connecting') return { key: 'connecting.status', params: { name } }
  if (state === 'reconnecting') return { key: 'status.reconnecting', params: { name } }
  if (context.error) {
    return { key: context.error.code === 4001 ? 'connecting.declined' : 'connecting.failed' }
  }
  if (state === 'connected') return { key: 'status.connected', params: { name } }
  return null
}
