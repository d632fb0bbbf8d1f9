import { connect, WindowMessenger } from 'penpal'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { connectFrame } from './connectFrame.ts'

const HOST = 'https://host.example'
const FRAME = 'https://frame.example'

const deliver = (target: EventTarget, init: object) =>
  target.dispatchEvent(Object.assign(new Event('message'), { ports: [], ...init }))

/** Two fake windows joined the way the browser joins a page and its iframe. */
function windows() {
  const hostTarget = new EventTarget()
  const frameTarget = new EventTarget()
  const targetOrigins: string[] = []
  const frameWindow = {
    postMessage(data: unknown, targetOrigin: string, transfer: Transferable[] = []) {
      targetOrigins.push(targetOrigin)
      if (targetOrigin === FRAME)
        deliver(frameTarget, { data, origin: HOST, source: parentWindow, ports: transfer })
    },
  }
  const parentWindow = {
    postMessage(data: unknown, options: { targetOrigin: string; transfer?: Transferable[] }) {
      if (options.targetOrigin === HOST || options.targetOrigin === '*')
        deliver(hostTarget, { data, origin: FRAME, source: frameWindow, ports: options.transfer })
    },
  }
  return { hostTarget, frameTarget, frameWindow, parentWindow, targetOrigins }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
})

/** The frame side: penpal 7's real `connect` and `WindowMessenger`, as the frame app uses them. */
function startFrame(w: ReturnType<typeof windows>, call = async (envelope: unknown) => envelope) {
  vi.stubGlobal('window', w.frameTarget)
  const connection = connect<{ call: (envelope: unknown) => Promise<unknown> }>({
    messenger: new WindowMessenger({
      remoteWindow: w.parentWindow as unknown as Window,
      allowedOrigins: [HOST],
    }),
    methods: { call },
  })
  cleanups.push(connection.destroy)
  return connection
}

const envelope = { v: 1, id: crypto.randomUUID(), name: 'GET_STATE', payload: null }

/** The host's link to the frame in `w`, answering every frame call with an empty result. */
function linkTo(w: ReturnType<typeof windows>) {
  const link = connectFrame(
    w.frameWindow,
    FRAME,
    w.hostTarget,
  )(async () => ({ id: '', ok: true as const, result: null }))
  cleanups.push(link.destroy)
  return link
}

describe('connectFrame', () => {
  test('default: shakes hands with penpal 7 and carries calls both ways', async () => {
    const w = windows()
    const receive = vi.fn(async (message: unknown) => ({
      id: 'r',
      ok: true as const,
      result: message,
    }))
    const link = connectFrame(w.frameWindow, FRAME, w.hostTarget)(receive)
    cleanups.push(link.destroy)
    const frame = startFrame(w, async (message) => ({ echoed: message }))
    const callFrame = await link.remote
    await expect(callFrame(envelope)).resolves.toEqual({ echoed: envelope })
    const host = await frame.promise
    await expect(host.call({ hello: 'host' })).resolves.toEqual({
      id: 'r',
      ok: true,
      result: { hello: 'host' },
    })
    expect(receive).toHaveBeenCalledWith({ hello: 'host' })
  })

  test('behavior: waits for the frame to speak first, and never posts to "*"', async () => {
    const w = windows()
    const link = linkTo(w)
    expect(w.targetOrigins).toEqual([])
    const frame = startFrame(w)
    await frame.promise
    await expect((await link.remote)(envelope)).resolves.toEqual(envelope)
    expect(w.targetOrigins.length).toBeGreaterThan(0)
    expect(new Set(w.targetOrigins)).toEqual(new Set([FRAME]))
  })

  test('behavior: a frame that reloads shakes hands again', async () => {
    const w = windows()
    const link = linkTo(w)
    const first = startFrame(w, async () => 'first')
    const callFrame = await link.remote
    await first.promise
    await expect(callFrame(envelope)).resolves.toBe('first')
    first.destroy()
    const second = startFrame(w, async () => 'second')
    await second.promise
    await expect(callFrame(envelope)).resolves.toBe('second')
  })

  test('behavior: handshake messages from another origin or another window are ignored', async () => {
    const w = windows()
    linkTo(w)
    const syn = { namespace: 'penpal', type: 'SYN', participantId: 'zzz' }
    const before = w.targetOrigins.length
    deliver(w.hostTarget, { data: syn, origin: 'https://evil.example', source: w.frameWindow })
    deliver(w.hostTarget, { data: syn, origin: FRAME, source: {} })
    expect(w.targetOrigins.length).toBe(before)
    deliver(w.hostTarget, { data: syn, origin: FRAME, source: w.frameWindow })
    expect(w.targetOrigins.length).toBeGreaterThan(before)
  })

  test('behavior: destroy tells the frame and rejects calls still waiting', async () => {
    const w = windows()
    const link = connectFrame(
      w.frameWindow,
      FRAME,
      w.hostTarget,
    )(async () => ({
      id: '',
      ok: true as const,
      result: null,
    }))
    const frame = startFrame(w, () => new Promise(() => {}))
    const callFrame = await link.remote
    await frame.promise
    const pending = callFrame(envelope)
    link.destroy()
    await expect(pending).rejects.toMatchObject({ code: 4900 })
    await expect(callFrame(envelope)).rejects.toMatchObject({ code: 4900 })
  })
})

/** A frame written by hand: it shakes hands over `w` and keeps its end of the private port. */
async function handFrame(w: ReturnType<typeof windows>) {
  const channel = new MessageChannel()
  const posts: { type: string; messages?: { type: string }[] }[] = []
  channel.port1.onmessage = (event) => posts.push(event.data)
  const from = { origin: FRAME, source: w.frameWindow }
  deliver(w.hostTarget, { ...from, data: { namespace: 'penpal', type: 'SYN', participantId: '0' } })
  deliver(w.hostTarget, {
    ...from,
    data: { namespace: 'penpal', type: 'ACK2' },
    ports: [channel.port2],
  })
  cleanups.push(() => channel.port1.close())
  const received = (count: number) => vi.waitFor(() => expect(posts).toHaveLength(count))
  return { port: channel.port1, posts, received }
}

describe('connectFrame batches', () => {
  test('behavior: after batch(true) the calls of one task leave in one BATCH post', async () => {
    const w = windows()
    const link = linkTo(w)
    const frame = await handFrame(w)
    const callFrame = await link.remote
    const unanswered = () => callFrame(envelope).catch(() => 'destroyed')
    unanswered()
    await frame.received(1)
    expect(frame.posts[0]).toMatchObject({ type: 'CALL' })
    link.batch?.(true)
    unanswered()
    unanswered()
    unanswered()
    await frame.received(2)
    expect(frame.posts[1]).toMatchObject({ namespace: 'penpal', type: 'BATCH' })
    expect(frame.posts[1]?.messages?.map((message) => message.type)).toEqual([
      'CALL',
      'CALL',
      'CALL',
    ])
  })

  test("behavior: the frame's BATCH is read message by message, and what is not penpal's is skipped", async () => {
    const w = windows()
    const link = linkTo(w)
    const frame = await handFrame(w)
    const callFrame = await link.remote
    const answers = [callFrame(envelope), callFrame(envelope)]
    await frame.received(2)
    const [first, second] = frame.posts as unknown as { id: string }[]
    const reply = (callId: string | undefined, value: string) => ({
      namespace: 'penpal',
      type: 'REPLY',
      callId,
      value,
    })
    frame.port.postMessage({
      namespace: 'penpal',
      type: 'BATCH',
      messages: [
        null,
        { type: 'REPLY', callId: first?.id },
        reply(second?.id, 'b'),
        reply(first?.id, 'a'),
      ],
    })
    await expect(Promise.all(answers)).resolves.toEqual(['a', 'b'])
    frame.port.postMessage({
      namespace: 'penpal',
      type: 'BATCH',
      messages: [
        { namespace: 'penpal', type: 'CALL', id: 'c1', methodPath: ['call'], args: [envelope] },
      ],
    })
    await frame.received(3)
    expect(frame.posts[2]).toMatchObject({ type: 'REPLY', callId: 'c1', value: { ok: true } })
  })
})
