// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createVaultClient } from './createVaultClient.ts'

const VAULT = 'https://vault.test'

/**
 * A vault client whose iframe is not loaded (its container is detached): the test plays the
 * vault's window, recording what the frame posts to it and saying what the vault would say.
 */
function setup() {
  const posted: { type: string; id: string }[] = []
  const vaultWindow = {
    postMessage: (message: { type: string; id: string }) => posted.push(message),
  }
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(
    vaultWindow as unknown as Window,
  )
  const container = document.createElement('div')
  const client = createVaultClient({
    url: `${VAULT}/`,
    projectId: 'shop',
    container,
  })
  /** The vault's page loaded (the first time, or again after a reload). */
  const loaded = () => container.querySelector('iframe')?.dispatchEvent(new Event('load'))
  const say = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? VAULT,
        source: (from.source ?? vaultWindow) as Window,
      }),
    )
  const ready = () => say({ type: 'READY', payload: { version: '4' } })
  /** How a call settled so far: still waiting, its answer, or its error's name. */
  const watch = (promise: Promise<unknown>) => {
    const outcome: { state: 'pending' | 'resolved' | 'rejected'; value?: unknown } = {
      state: 'pending',
    }
    promise.then(
      (value) => Object.assign(outcome, { state: 'resolved', value }),
      (error: { name: string; details?: string; data?: { name?: string } }) =>
        Object.assign(outcome, {
          state: 'rejected',
          value: error.name,
          details: error.details,
          vaultError: error.data?.name,
        }),
    )
    return outcome
  }
  return { client, posted, say, ready, watch, loaded }
}

/** A client whose vault said READY, on fake timers. */
async function setupReady() {
  vi.useFakeTimers()
  const client = setup()
  client.ready()
  await vi.advanceTimersByTimeAsync(500)
  return client
}

describe('createVaultClient (SPEC §9 limits)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  test('default: a request waits for READY and 500 ms more, then its answer resolves it', async () => {
    vi.useFakeTimers()
    const { client, posted, say, ready, watch } = setup()
    const chain = watch(client.call('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(posted).toEqual([])
    ready()
    await vi.advanceTimersByTimeAsync(499)
    expect(posted).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(posted).toEqual([{ type: 'IS_CONNECTED_REQUEST', id: '1', payload: {} }])
    say({ type: 'IS_CONNECTED_SUCCESS', id: '1', payload: { isConnected: true } })
    await vi.advanceTimersByTimeAsync(0)
    expect(chain).toEqual({ state: 'resolved', value: { isConnected: true } })
  })

  test('error: no READY within 20 s rejects every call with VaultLoadError (SPEC §8 "iframe load failed")', async () => {
    vi.useFakeTimers()
    const { client, watch } = setup()
    const first = watch(client.call('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(19_999)
    expect(first.state).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(first).toMatchObject({ state: 'rejected', value: 'VaultLoadError' })
    const later = watch(client.call('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(0)
    expect(later).toMatchObject({ state: 'rejected', value: 'VaultLoadError' })
  })

  test('error: a login request unanswered for 30 s rejects with VaultRequestTimeoutError (SPEC §8 "request timeout")', async () => {
    const { client, watch } = await setupReady()
    const email = watch(client.call('CONNECT_EMAIL', { email: 'pat@example.test' }))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(email.state).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(email).toEqual({
      state: 'rejected',
      value: 'VaultRequestTimeoutError',
      details: 'CONNECT_EMAIL',
    })
  })

  test('behavior: a READY said again (the vault repeats it until it hears the frame) counts as one', async () => {
    vi.useFakeTimers()
    const { client, posted, ready, watch } = setup()
    const chain = watch(client.call('IS_CONNECTED', {}))
    ready()
    await vi.advanceTimersByTimeAsync(500)
    ready()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(posted).toEqual([{ type: 'IS_CONNECTED_REQUEST', id: '1', payload: {} }])
    expect(chain.state).toBe('pending')
  })

  test('behavior: SIGN_OUT is waited for 3 s only', async () => {
    const { client, watch } = await setupReady()
    const signOut = watch(client.call('SIGN_OUT', {}))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(signOut.state).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(signOut).toMatchObject({ state: 'rejected', value: 'VaultRequestTimeoutError' })
  })

  test('error: a READY or an answer from another origin or window counts for nothing', async () => {
    vi.useFakeTimers()
    const { client, say, watch } = setup()
    const chain = watch(client.call('IS_CONNECTED', {}))
    const ready = { type: 'READY', payload: { version: '4' } }
    say(ready, { origin: 'https://evil.test' })
    say(ready, { source: window })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(chain).toMatchObject({ state: 'rejected', value: 'VaultLoadError' })
  })

  test('error: a call in flight when the vault page loads again rejects at once with Request was aborted (SPEC §8)', async () => {
    vi.useFakeTimers()
    const { client, posted, ready, watch, loaded } = setup()
    loaded()
    ready()
    await vi.advanceTimersByTimeAsync(500)
    const signing = watch(client.call('RPC_REQUEST', { method: 'personal_sign', params: [] }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(signing.state).toBe('pending')
    loaded()
    await vi.advanceTimersByTimeAsync(0)
    expect(signing).toMatchObject({
      state: 'rejected',
      value: 'VaultRequestAbortedError',
      details: 'RPC_REQUEST',
    })
    // The reloaded vault takes the next call.
    watch(client.call('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(0)
    expect(posted.at(-1)).toMatchObject({ type: 'IS_CONNECTED_REQUEST', id: '2' })
  })

  test('error: destroying the client rejects the calls in flight with Request was aborted', async () => {
    const { client, watch } = await setupReady()
    const chain = watch(client.call('IS_CONNECTED', {}))
    await vi.advanceTimersByTimeAsync(0)
    client.destroy()
    await vi.advanceTimersByTimeAsync(0)
    expect(chain).toMatchObject({ state: 'rejected', value: 'VaultRequestAbortedError' })
  })

  test('behavior: a vault error answer rejects the call with its data', async () => {
    vi.useFakeTimers()
    const { client, say, ready, watch } = setup()
    ready()
    await vi.advanceTimersByTimeAsync(500)
    const otp = watch(client.call('CONNECT_OTP', { otp: '000000' }))
    await vi.advanceTimersByTimeAsync(0)
    say({
      type: 'CONNECT_OTP_ERROR',
      id: '1',
      error: { code: -32602, message: 'Wrong code', data: { name: 'OtpWrongCodeError' } },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(otp).toMatchObject({ state: 'rejected', vaultError: 'OtpWrongCodeError' })
  })
})
