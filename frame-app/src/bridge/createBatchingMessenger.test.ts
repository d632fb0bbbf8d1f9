import type { Message, MessageHandler, Messenger } from 'penpal'
import { describe, expect, test, vi } from 'vitest'
import { createBatchingMessenger } from './createBatchingMessenger.ts'

const call = (id: string) =>
  ({
    namespace: 'penpal',
    channel: undefined,
    type: 'CALL',
    id,
    methodPath: ['call'],
    args: [],
  }) as Message
const reply = (callId: string) =>
  ({ namespace: 'penpal', channel: undefined, type: 'REPLY', callId, value: null }) as Message
const isMessage = (data: unknown): data is Message =>
  (data as { namespace?: unknown } | null)?.namespace === 'penpal'
const task = () => new Promise((resolve) => setTimeout(resolve))

/** penpal's WindowMessenger as the wrapper sees it: what it was asked to send, and a way in. */
function setup() {
  let arrive: MessageHandler = () => undefined
  const sent: { message: unknown; transferables?: Transferable[] | undefined }[] = []
  const inner: Messenger = {
    initialize: vi.fn(),
    sendMessage: (message, transferables) => sent.push({ message, transferables }),
    addMessageHandler: (handler) => {
      arrive = handler
    },
    removeMessageHandler: vi.fn(),
    destroy: vi.fn(),
  }
  const messenger = createBatchingMessenger(inner)
  messenger.initialize({ validateReceivedMessage: isMessage })
  const received: Message[] = []
  messenger.addMessageHandler((message) => received.push(message))
  const types = () => sent.map(({ message }) => (message as Message).type)
  return {
    messenger,
    inner,
    sent,
    types,
    received,
    arrive: (data: unknown) => arrive(data as Message),
  }
}

describe('createBatchingMessenger', () => {
  test('default: until batch(true) every message leaves at once, on its own', () => {
    const { messenger, types } = setup()
    messenger.sendMessage(call('1'))
    messenger.sendMessage(reply('a'))
    expect(types()).toEqual(['CALL', 'REPLY'])
  })

  test('behavior: after batch(true) the calls and replies of one task leave in one BATCH at its end', async () => {
    const { messenger, sent, types } = setup()
    messenger.batch(true)
    messenger.sendMessage(call('1'))
    messenger.sendMessage(reply('a'))
    messenger.sendMessage(call('2'))
    expect(sent).toEqual([])
    await task()
    expect(types()).toEqual(['BATCH'])
    expect(sent[0]?.message).toEqual({
      namespace: 'penpal',
      type: 'BATCH',
      messages: [call('1'), reply('a'), call('2')],
    })
    messenger.sendMessage(call('3'))
    await task()
    expect(types()).toEqual(['BATCH', 'BATCH'])
  })

  test('behavior: a message with transferables or of another type leaves at once, after the queue', () => {
    const { messenger, sent, types } = setup()
    messenger.batch(true)
    messenger.sendMessage(call('1'))
    const port = new MessageChannel().port1
    messenger.sendMessage(call('2'), [port])
    messenger.sendMessage({ namespace: 'penpal', channel: undefined, type: 'DESTROY' })
    expect(types()).toEqual(['BATCH', 'CALL', 'DESTROY'])
    expect(sent[1]?.transferables).toEqual([port])
    port.close()
  })

  test('behavior: batch(false) and destroy() send what is queued', () => {
    const { messenger, inner, types } = setup()
    messenger.batch(true)
    messenger.sendMessage(call('1'))
    messenger.batch(false)
    messenger.batch(true)
    messenger.sendMessage(call('2'))
    messenger.destroy()
    expect(types()).toEqual(['BATCH', 'BATCH'])
    expect(inner.destroy).toHaveBeenCalledTimes(1)
  })

  test('behavior: a BATCH that arrives is read message by message, whether or not this side batches', () => {
    const { arrive, received } = setup()
    arrive({ namespace: 'penpal', type: 'BATCH', messages: [call('1'), reply('a')] })
    arrive(call('2'))
    expect(received).toEqual([call('1'), reply('a'), call('2')])
  })

  test('error: what a BATCH holds that penpal would refuse, or a handshake, is dropped', () => {
    const { arrive, received } = setup()
    const handshake = { namespace: 'penpal', type: 'SYN', participantId: 'x' }
    const nested = { namespace: 'penpal', type: 'BATCH', messages: [call('9')] }
    arrive({
      namespace: 'penpal',
      type: 'BATCH',
      messages: [
        null,
        { type: 'CALL' },
        handshake,
        { namespace: 'penpal', type: 'ACK2' },
        nested,
        call('1'),
      ],
    })
    arrive({ namespace: 'penpal', type: 'BATCH', messages: 'not a list' })
    expect(received).toEqual([call('1')])
  })
})
