/**
 * penpal's WindowMessenger keeps reading handshake messages from the parent window after the
 * connection is made: a SYN drops the live MessagePort, an ACK2 swaps in the sender's port, a
 * DESTROY ends the connection. Worse, any object with a `penpal` key (penpal 6's wire format,
 * `{ penpal: 'syn' | 'ack' | 'call' | 'reply' }`) switches penpal 7 to that older protocol for
 * good, before any origin check: its replies then go through the window instead of the
 * private port and the bridge dies, or with `{ penpal: 'syn' }` a host-page script takes the
 * handshake over. The host loader speaks penpal 7 only and never posts to the frame's window
 * once connected (calls go through the private MessageChannel; a reloaded frame is a new
 * document with a new bridge). So every message with a `penpal` key is stopped from the
 * start, and after `seal()` every penpal 7 message (`namespace: 'penpal'`) too: capture
 * listeners on the target run before penpal's.
 */
export function sealWindowChannel(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
) {
  let sealed = false
  const listener = (event: Event) => {
    const data: unknown = (event as MessageEvent).data
    if (typeof data !== 'object' || data === null) return
    if ('penpal' in data || (sealed && 'namespace' in data && data.namespace === 'penpal'))
      event.stopImmediatePropagation()
  }
  target.addEventListener('message', listener, { capture: true })
  return {
    seal: () => {
      sealed = true
    },
    stop: () => target.removeEventListener('message', listener, { capture: true }),
  }
}
