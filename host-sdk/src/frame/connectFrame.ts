import { type Envelope, ProviderDisconnectedError } from '@porthole/shared-protocol/host'
import type { BridgeOptions } from '../provider/createBridge.ts'

type PenpalMessage = {
  namespace?: unknown
  channel?: unknown
  type?: unknown
  participantId?: string
  id?: string
  callId?: string
  methodPath?: unknown[]
  args?: unknown[]
  value?: unknown
  isError?: boolean
  messages?: PenpalMessage[]
}

const METHOD = 'call'

/**
 * The bridge's transport in the browser: the host half of penpal 7's wire protocol (handshake
 * SYN / ACK1 / ACK2, then CALL / REPLY / DESTROY over a private `MessageChannel`), talking to
 * the frame's `connect()`. It is written here rather than imported because penpal's own
 * `connect` and `WindowMessenger` cost about 2.5 KB gzip of the loader's 10 KB budget, and
 * because `WindowMessenger` posts its handshake to `'*'`: every message here goes to the
 * frame's concrete origin only (SECURITY.md #4), and only messages from the frame's window
 * and origin are read (SECURITY.md #3). Both sides expose one method, `call(envelope)`. Call it
 * right after adding the iframe: the host answers the frame's handshake, it does not start one.
 * A frame that reloads shakes hands again on the same transport. While `batch(true)` holds (the
 * frame said in READY that it reads batches), the messages sent in one task go out as one
 * `BATCH` post at its end (docs/bridge.md); batches from the frame are read at any time.
 *
 * @example
 * ```ts
 * const bridge = createBridge({ connect: connectFrame(iframe.contentWindow!, origin), ... })
 * ```
 */
export function connectFrame(
  remote: { postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void },
  origin: string,
  /** Where the frame's window messages arrive: `window`. */
  target: EventTarget = window,
): BridgeOptions['connect'] {
  return (receive) => {
    const me = crypto.randomUUID()
    const replies = new Map<string, [(value: unknown) => void, (error: unknown) => void]>()
    let peer: string | undefined
    let port: MessagePort | undefined
    let connected!: (call: (envelope: Envelope) => Promise<unknown>) => void
    const frame = new Promise<(envelope: Envelope) => Promise<unknown>>((resolve) => {
      connected = resolve
    })
    const post = (message: PenpalMessage, transfer: Transferable[] = []) =>
      remote.postMessage({ namespace: 'penpal', ...message }, origin, transfer)
    let batching = false
    let queue: PenpalMessage[] = []
    // Scheduled when the queue stops being empty, so a batch always holds a message.
    const flush = () => {
      port?.postMessage({ namespace: 'penpal', type: 'BATCH', messages: queue })
      queue = []
    }
    const send = (message: PenpalMessage) => {
      const sent = { namespace: 'penpal', ...message }
      if (!batching) port?.postMessage(sent)
      else if (queue.push(sent) === 1) queueMicrotask(flush)
    }
    const usePort = (next?: MessagePort) => {
      port?.close()
      port = next
      // Messages still arriving on a replaced port (an old frame's DESTROY) are ignored.
      if (next) next.onmessage = (event) => port === next && onPortMessage(event.data)
    }
    const isOurs = (data?: PenpalMessage): data is PenpalMessage =>
      data?.namespace === 'penpal' && data.channel === undefined

    const call = (envelope: Envelope) =>
      new Promise((resolve, reject) => {
        if (!port) return reject(new ProviderDisconnectedError('The modal frame is not connected.'))
        const id = crypto.randomUUID()
        replies.set(id, [resolve, reject])
        send({ type: 'CALL', id, methodPath: [METHOD], args: [envelope] })
      })

    // A batch is read as the messages it holds, each checked as one posted alone.
    const onPortMessage = (data: PenpalMessage) => {
      if (isOurs(data))
        for (const message of data.type === 'BATCH' ? [data.messages].flat() : [data])
          if (isOurs(message)) onMessage(message)
    }
    const onMessage = async (data: PenpalMessage) => {
      if (data.type === 'REPLY') {
        const reply = replies.get(data.callId!)
        replies.delete(data.callId!)
        reply?.[data.isError ? 1 : 0](data.value)
      }
      if (data.type === 'CALL') {
        const known = data.methodPath?.length === 1 && data.methodPath[0] === METHOD
        send({
          type: 'REPLY',
          callId: data.id!,
          ...(known
            ? { value: await receive(data.args?.[0]) }
            : { isError: true, value: { name: 'PenpalError', message: 'Method not found' } }),
        })
      }
      // The frame went away (navigation, reload): wait for its next handshake.
      if (data.type === 'DESTROY') {
        usePort()
        peer = undefined
      }
    }

    const onWindowMessage = (event: Event) => {
      const { data, source, origin: from, ports } = event as MessageEvent<PenpalMessage>
      if (source !== remote || from !== origin || !isOurs(data)) return
      if (data.type === 'SYN') {
        usePort()
        if (data.participantId === peer) return
        peer = data.participantId
        post({ type: 'SYN', participantId: me })
        if (me > peer!) post({ type: 'ACK1', methodPaths: [[METHOD]] } as PenpalMessage)
      }
      if (data.type === 'ACK1') {
        const channel = new MessageChannel()
        usePort(channel.port1)
        post({ type: 'ACK2' }, [channel.port2])
        connected(call)
      }
      if (data.type === 'ACK2' && ports[0]) {
        usePort(ports[0])
        connected(call)
      }
    }

    // No SYN of our own yet: the iframe is still about:blank (a post to the frame origin would be
    // refused). The frame's penpal sends SYN when it boots, and we answer it.
    target.addEventListener('message', onWindowMessage)
    return {
      remote: frame,
      batch(on) {
        batching = on
      },
      destroy() {
        // At once: what is still queued goes nowhere, as the port closes below.
        batching = false
        send({ type: 'DESTROY' })
        target.removeEventListener('message', onWindowMessage)
        usePort()
        for (const [, reject] of replies.values()) reject(new ProviderDisconnectedError())
        replies.clear()
      },
    }
  }
}
