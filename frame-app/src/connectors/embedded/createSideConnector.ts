import type { Network } from '@porthole/shared-protocol'
import { ProviderDisconnectedError } from '@porthole/shared-protocol'
import type { Connector, ConnectorEvent, ConnectResult } from '../Connector.ts'
import type { EmbeddedLoginSide } from './EmbeddedSideDeps.ts'

export type SideConnectorParts = Pick<Connector, 'id' | 'namespace' | 'request'> & {
  /** Its account's noun in errors ("Solana", "Bitcoin"). */
  noun: string
  /** The side's account on its network now, or null while it has none. */
  read: () => Promise<ConnectResult | null>
  /** Moves to `next`; `emit` tells the connection of what that changed. */
  switchNetwork: (next: Network, emit: (event: ConnectorEvent) => void) => Promise<void>
  /** Forgets what the side keeps, before the login signs out. */
  forget?: () => void
}

/**
 * A login's Solana or Bitcoin account as a Connector: named as the
 * login is (an email update renames it, and its `nameChanged` is this connector's too), AUTH,
 * the login's rdns. Connect reads the account without a prompt and fails while there is none;
 * disconnecting signs the login out, which ends every connection of it.
 */
export function createSideConnector(
  embedded: EmbeddedLoginSide,
  parts: SideConnectorParts,
): Connector {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  embedded.subscribe((event) => {
    if (event.type === 'nameChanged') emit(event)
  })
  return {
    id: parts.id,
    get name() {
      return embedded.name
    },
    type: 'AUTH',
    namespace: parts.namespace,
    ...(embedded.rdns ? { rdns: embedded.rdns } : {}),
    async connect() {
      const result = await parts.read()
      if (!result) throw new ProviderDisconnectedError(`Sign in first: no ${parts.noun} account.`)
      return result
    },
    restore: () => parts.read(),
    async disconnect() {
      parts.forget?.()
      await embedded.disconnect()
    },
    request: parts.request,
    switchNetwork: (next) => parts.switchNetwork(next, emit),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
