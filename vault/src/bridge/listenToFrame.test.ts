import { describe, expect, test, vi } from 'vitest'
import { listenToFrame } from './listenToFrame.ts'

const frameOrigin = 'https://frame.example'

function setup() {
  const window = new EventTarget() as unknown as Window
  const parent = { postMessage: vi.fn() } as unknown as Window
  const isConnected = vi.fn(async () => ({ isConnected: true }))
  const onRequest = vi.fn()
  listenToFrame({
    window,
    parent,
    frameOrigin,
    handlers: { IS_CONNECTED: isConnected },
    onRequest,
  })
  const send = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    // Node's MessageEvent takes only a MessagePort as source; the vault reads these fields.
    window.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        origin: init.origin ?? frameOrigin,
        source: init.source ?? parent,
      }),
    )
  const answers = () => (parent.postMessage as ReturnType<typeof vi.fn>).mock.calls
  return { send, answers, isConnected, parent, onRequest }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('listenToFrame: the vault answers its frame and no one else', () => {
  test('default: a catalog request from parent at the frame origin is answered there', async () => {
    const { send, answers } = setup()
    send({ type: 'IS_CONNECTED_REQUEST', id: 'a1', payload: {} })
    await settle()
    expect(answers()).toEqual([
      [{ type: 'IS_CONNECTED_SUCCESS', id: 'a1', payload: { isConnected: true } }, frameOrigin],
    ])
  })

  test('a host page or another origin that nests the vault gets no answer and runs nothing', async () => {
    const { send, answers, isConnected } = setup()
    send(
      { type: 'IS_CONNECTED_REQUEST', id: 'a2', payload: {} },
      { origin: 'https://host.example' },
    )
    send({ type: 'IS_CONNECTED_REQUEST', id: 'a3', payload: {} }, { source: {} })
    await settle()
    expect(answers()).toEqual([])
    expect(isConnected).not.toHaveBeenCalled()
  })

  test('a malformed message is dropped; a call the vault lacks gets 4200', async () => {
    const { send, answers } = setup()
    send('IS_CONNECTED_REQUEST')
    send({ type: 'NOT_A_CALL_REQUEST', id: 'a4', payload: {} })
    send({ type: 'GET_USER_REQUEST', id: 'a5', payload: {} })
    await settle()
    expect(answers()).toEqual([
      [
        {
          type: 'GET_USER_ERROR',
          id: 'a5',
          error: { code: 4200, message: 'Action not allowed' },
        },
        frameOrigin,
      ],
    ])
  })

  test('behavior: SYNC_THEME and GET_CHAIN_ID are no vault calls (decision 0082): dropped unanswered', async () => {
    const { send, answers, onRequest } = setup()
    send({ type: 'SYNC_THEME_REQUEST', id: 'a7', payload: { themeMode: 'dark' } })
    send({ type: 'GET_CHAIN_ID_REQUEST', id: 'a8', payload: {} })
    await settle()
    expect(answers()).toEqual([])
    expect(onRequest).not.toHaveBeenCalled()
  })

  test('behavior: onRequest hears each request of the frame (the vault stops saying READY), nothing else', async () => {
    const { send, onRequest } = setup()
    send(
      { type: 'IS_CONNECTED_REQUEST', id: 'a6', payload: {} },
      { origin: 'https://host.example' },
    )
    send('IS_CONNECTED_REQUEST')
    expect(onRequest).not.toHaveBeenCalled()
    send({ type: 'IS_CONNECTED_REQUEST', id: 'a7', payload: {} })
    await settle()
    expect(onRequest).toHaveBeenCalledTimes(1)
  })
})
