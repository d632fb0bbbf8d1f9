import { describe, expect, test, vi } from 'vitest'
import { fakeTimersInEachTest } from '#test/clock/fakeTimersInEachTest.ts'
import type { FrameCore } from '../../../core/FrameCore.ts'
import type { EmbeddedLogin } from '../../embeddedLogin/index.ts'
import {
  CLOSED_GRACE_MS,
  createSocialFlow,
  OUTCOME_POLL_MS,
  POPUP_WATCH_MS,
} from './createSocialFlow.ts'

const URI = 'https://idp.example/authorize?state=s1'

/** A popup as its opener sees it: on our blank page, away on the provider's, or closed. */
function fakePopup() {
  const popup = {
    where: 'home' as 'home' | 'away' | 'closed',
    get closed() {
      return popup.where === 'closed'
    },
    get location() {
      if (popup.where !== 'home') throw new DOMException('cross-origin', 'SecurityError')
      return { href: 'about:blank' }
    },
    close: () => {
      popup.where = 'closed'
    },
  }
  return popup
}

/** The flow on a vault whose CONNECT_SOCIAL answers `outcome()` each time it is asked. */
function setUp(outcome: () => Promise<unknown>) {
  const connect = vi.fn()
  const asked = vi.fn(outcome)
  const login = {
    vault: {
      call: async (name: string) => (name === 'GET_SOCIAL_REDIRECT_URI' ? { uri: URI } : asked()),
    },
    connect,
    afterLogin: vi.fn(async () => {
      connect()
      return 'connecting'
    }),
    awaitDevice: vi.fn(),
    restart: vi.fn(),
  } as unknown as EmbeddedLogin
  const app = { viewStack: { subscribe: () => undefined } } as unknown as FrameCore
  return { flow: createSocialFlow(app, login), connect, asked }
}

const pending = async () => ({ pending: true })

fakeTimersInEachTest()

describe('createSocialFlow: the popup rule (docs/decisions/0177-coop-and-the-login-popup.md)', () => {
  test('behavior: a popup seen on the provider, then closed with no outcome, ends as "closed" after the grace', async () => {
    const { flow, connect } = setUp(pending)
    const popup = fakePopup()
    await flow.start('github', popup as unknown as Window)
    popup.where = 'away'
    await vi.advanceTimersByTimeAsync(2 * POPUP_WATCH_MS)
    popup.where = 'closed'
    await vi.advanceTimersByTimeAsync(POPUP_WATCH_MS)
    expect(flow.getState().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(CLOSED_GRACE_MS + OUTCOME_POLL_MS)
    expect(flow.getState()).toMatchObject({ status: 'failed', problem: { kind: 'closed' } })
    expect(connect).not.toHaveBeenCalled()
  })

  // Severed straight from our blank page, or read away on one look only as Chromium swaps it
  // into a new browsing-context group for the COOP page: either way the opener reads `closed`.
  test.each([
    ['as it reached the provider (COOP)', ['closed']],
    ['after one look away (a COOP swap in Chromium)', ['away', 'closed']],
  ] as const)(
    'behavior: a popup severed %s is waited for until the outcome comes',
    async (_, looks) => {
      let outcome: unknown = { pending: true }
      const { flow, connect } = setUp(async () => outcome)
      const popup = fakePopup()
      await flow.start('google', popup as unknown as Window)
      for (const where of looks) {
        popup.where = where
        await vi.advanceTimersByTimeAsync(POPUP_WATCH_MS)
      }
      expect(flow.getState().status).toBe('severed')
      await vi.advanceTimersByTimeAsync(120_000)
      expect(flow.getState().status).toBe('severed')
      outcome = { address: '0x1', email: 'a@example.test' }
      await vi.advanceTimersByTimeAsync(OUTCOME_POLL_MS)
      expect(connect).toHaveBeenCalledOnce()
    },
  )

  test('error: a severed popup whose attempt the api no longer holds ends as "closed"', async () => {
    const expired = Object.assign(new Error('expired'), {
      data: { name: 'SocialAttemptExpiredError' },
    })
    let answer: () => Promise<unknown> = pending
    const { flow, asked } = setUp(() => answer())
    const popup = fakePopup()
    await flow.start('google', popup as unknown as Window)
    popup.where = 'closed'
    await vi.advanceTimersByTimeAsync(POPUP_WATCH_MS + 5 * OUTCOME_POLL_MS)
    answer = () => Promise.reject(expired)
    await vi.advanceTimersByTimeAsync(OUTCOME_POLL_MS)
    expect(flow.getState()).toMatchObject({ status: 'failed', problem: { kind: 'closed' } })
    const calls = asked.mock.calls.length
    await vi.advanceTimersByTimeAsync(10 * OUTCOME_POLL_MS)
    expect(asked.mock.calls.length).toBe(calls)
  })
})
