import type { Message, MessageHandler, Messenger } from 'penpal'

/**
 * A penpal `Messenger` for the frame's window that only ever posts to the frame's concrete
 * origin (SECURITY.md #4: penpal's own `WindowMessenger` sends its handshake SYN to `'*'`).
 * It accepts window messages only from that window and that origin; after the handshake every
 * message goes through the private `MessageChannel` penpal sets up.
 *
 * @example
 * ```ts
 * const messenger = createMessenger(iframe.contentWindow!, 'https://frame.porthole.dev')
 * const connection = connect({ messenger, methods: { call: dispatch } })
 * ```
 */
export function createMessenger(remote: Window, origin: string): Messenger {
  const handlers = new Set<MessageHandler>()
  let valid: (data: unknown) => data is Message = (_): _ is Message => false
  let port: MessagePort | undefined
  const deliver = (data: unknown) => {
    if (valid(data)) for (const handler of handlers) handler(data)
  }
  const usePort = (next: MessagePort | undefined) => {
    port?.close()
    port = next
    if (port) port.onmessage = (event) => deliver(event.data)
  }
  const onWindowMessage = (event: MessageEvent) => {
    const { data } = event
    if (event.source !== remote || event.origin !== origin || !valid(data)) return
    if (data.type === 'SYN') usePort(undefined)
    if (data.type === 'ACK2') {
      if (!event.ports[0]) return
      usePort(event.ports[0])
    }
    deliver(data)
  }
  return {
    initialize({ validateReceivedMessage }) {
      valid = validateReceivedMessage
      addEventListener('message', onWindowMessage)
    },
    sendMessage(message, transfer = []) {
      const { type } = message
      if (type === 'SYN' || type === 'ACK1') return remote.postMessage(message, origin, transfer)
      if (type === 'ACK2') {
        const channel = new MessageChannel()
        usePort(channel.port1)
        return remote.postMessage(message, origin, [channel.port2, ...transfer])
      }
      if (!port) throw new Error('The bridge to the modal frame is not connected.')
      port.postMessage(message, transfer)
    },
    addMessageHandler: (handler) => handlers.add(handler),
    removeMessageHandler: (handler) => handlers.delete(handler),
    destroy() {
      removeEventListener('message', onWindowMessage)
      usePort(undefined)
      handlers.clear()
    },
  }
}
