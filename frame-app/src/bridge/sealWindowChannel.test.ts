import { describe, expect, test } from 'vitest'
import { sealWindowChannel } from './sealWindowChannel.ts'

/** A stand-in window with one later (penpal-like) listener that records what reaches it. */
function setup() {
  const target = new EventTarget() as unknown as Window
  const seen: unknown[] = []
  const channel = sealWindowChannel(target)
  target.addEventListener('message', (event) => seen.push((event as MessageEvent).data))
  const post = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }))
  return { channel, seen, post, target }
}

describe('sealWindowChannel', () => {
  test('default: before seal() the handshake messages reach penpal', () => {
    const { seen, post } = setup()
    post({ namespace: 'penpal', type: 'SYN', participantId: 'a' })
    expect(seen).toEqual([{ namespace: 'penpal', type: 'SYN', participantId: 'a' }])
  })

  test('behavior: after seal() penpal messages on the window are stopped, others pass', () => {
    const { channel, seen, post } = setup()
    channel.seal()
    post({ namespace: 'penpal', type: 'DESTROY' })
    post({ namespace: 'penpal', type: 'ACK2' })
    post('hello')
    post(null)
    post({ type: 'SYN' })
    expect(seen).toEqual(['hello', null, { type: 'SYN' }])
  })

  test('error: penpal 6 messages (`penpal` key) are stopped before and after seal()', () => {
    const { channel, seen, post } = setup()
    const legacy = [
      { penpal: 'syn' },
      { penpal: 'ack' },
      { penpal: 'synAck', methodNames: ['call'] },
      { penpal: 'call', id: 1, methodName: 'call', args: [] },
      { penpal: 'reply', id: 1, resolution: 'fulfilled', returnValue: null },
      { penpal: 'anything', namespace: 'other' },
      { penpal: undefined },
      [Object.assign([], { penpal: 'syn' })][0],
    ]
    for (const message of legacy) post(message)
    channel.seal()
    for (const message of legacy) post(message)
    post({ pen: 'pal' })
    expect(seen).toEqual([{ pen: 'pal' }])
  })

  test('behavior: stop() removes the filter', () => {
    const { channel, seen, post } = setup()
    channel.seal()
    channel.stop()
    post({ namespace: 'penpal', type: 'DESTROY' })
    expect(seen).toEqual([{ namespace: 'penpal', type: 'DESTROY' }])
  })
})
