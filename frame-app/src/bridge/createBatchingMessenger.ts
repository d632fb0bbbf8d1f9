import type { Message, MessageHandler, Messenger } from 'penpal'

type Batch = { namespace: 'penpal'; type: 'BATCH'; messages: unknown }

/** What a batch may carry: calls, their replies and the end of the connection, no handshake. */
const BATCHED = new Set(['CALL', 'REPLY', 'DESTROY'])
/** What this side batches: calls and replies; anything else leaves at once, after the queue. */
const isCallOrReply = (message: Message) => message.type === 'CALL' || message.type === 'REPLY'

const isBatch = (message: Message | Batch): message is Batch => message.type === 'BATCH'

/**
 * penpal's messenger with the bridge's batches (docs/bridge.md): a `BATCH` post from the host
 * is read as the messages it carries, each checked as penpal checks a message of its own, and
 * once `batch(true)` (the host said in READY that it reads batches) the calls and replies sent
 * in one task leave as one post at its end. A post crosses processes, is cloned and wakes the
 * other side once; with many calls in flight that, not the calls' own work, is what bounds them.
 */
export function createBatchingMessenger(inner: Messenger) {
  const handlers = new Set<MessageHandler>()
  let isMessage: (data: unknown) => data is Message = (_data): _data is Message => false
  let batching = false
  let queue: Message[] = []

  const deliver = (message: Message) => {
    for (const handler of handlers) handler(message)
  }
  const receive = (message: Message | Batch) => {
    if (!isBatch(message)) return deliver(message)
    if (!Array.isArray(message.messages)) return
    for (const item of message.messages)
      if (isMessage(item) && BATCHED.has(item.type)) deliver(item)
  }
  const flush = () => {
    const messages = queue
    queue = []
    if (messages.length)
      inner.sendMessage({ namespace: 'penpal', type: 'BATCH', messages } as unknown as Message)
  }

  const messenger: Messenger & { batch: (on: boolean) => void } = {
    initialize(options) {
      isMessage = options.validateReceivedMessage
      inner.initialize(options)
      inner.addMessageHandler(receive as MessageHandler)
    },
    sendMessage(message, transferables) {
      if (batching && !transferables?.length && isCallOrReply(message)) {
        if (queue.push(message) === 1) queueMicrotask(flush)
        return
      }
      flush()
      inner.sendMessage(message, transferables)
    },
    addMessageHandler: (handler) => handlers.add(handler),
    removeMessageHandler: (handler) => handlers.delete(handler),
    destroy() {
      try {
        flush()
      } finally {
        handlers.clear()
        inner.destroy()
      }
    },
    batch(on) {
      batching = on
      if (!on) flush()
    },
  }
  return messenger
}
