/**
 * penpal's WindowMessenger keeps reading handshake messages from the parent window after the
 * connection is made: a SYN drops the live MessagePort, an ACK2 swaps in the sender's port, a
 * DESTROY ends the connection. So any script on the host page that posts a penpal-shaped
 * message to the frame could cut the modal off. The host loader never posts to the frame's
 * window once connected (calls go through the private MessageChannel; a reloaded frame is a new
 * document with a new bridge), so after `seal()` every penpal message arriving on the window is
 * stopped before penpal sees it: capture listeners on the target run before penpal's.
 */
export function sealWindowChannel(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
) {
  let sealed = false
  const listener = (event: Event) => {
    const data = (event as MessageEvent).data as { namespace?: unknown } | null
    if (sealed && typeof data === 'object' && data?.namespace === 'penpal')
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
