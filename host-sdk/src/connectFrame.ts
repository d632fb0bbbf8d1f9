import type { Envelope } from '@porthole/shared-protocol/host'
import { connect } from 'penpal'
import type { BridgeOptions } from './createBridge.ts'
import { createMessenger } from './createMessenger.ts'

/**
 * The bridge's transport in the browser: penpal 7 over `createMessenger`, which talks to the
 * frame's window and origin only. Both sides expose a single method, `call(envelope)`.
 *
 * @example
 * ```ts
 * const bridge = createBridge({ connect: connectFrame(iframe.contentWindow!, origin), ... })
 * ```
 */
export function connectFrame(remote: Window, origin: string): BridgeOptions['connect'] {
  return (receive) => {
    const connection = connect<{ call: (envelope: Envelope) => Promise<unknown> }>({
      messenger: createMessenger(remote, origin),
      methods: { call: receive },
    })
    const frame = connection.promise.then((methods) => methods.call)
    // Handshake failures surface through the bridge's timeout, not as unhandled rejections.
    frame.catch(() => {})
    return { remote: frame, destroy: connection.destroy }
  }
}
