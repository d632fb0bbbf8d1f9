import { describe, expect, test, vi } from 'vitest'
import { ApiRequestError } from '../api/ApiRequestError.ts'
import type { ErrorEventBody } from '../api/createDataApi.ts'
import { createErrorTelemetry } from './createErrorTelemetry.ts'

function setup(options: { enabled?: boolean; usage?: boolean; send?: () => Promise<void> } = {}) {
  let clock = 1_700_000_000_000
  let enabled = options.enabled ?? true
  const usage = options.usage ?? false
  const sent: ErrorEventBody[] = []
  const send = vi.fn(async (body: ErrorEventBody) => {
    sent.push(body)
    await options.send?.()
  })
  const telemetry = createErrorTelemetry({
    send,
    isEnabled: () => enabled,
    isUsageAllowed: () => usage,
    getHostOrigin: () => 'https://shop.example',
    now: () => clock,
    randomId: () => '00000000-0000-4000-8000-000000000001',
  })
  return {
    telemetry,
    sent,
    advance: (ms: number) => (clock += ms),
    disable: () => (enabled = false),
  }
}
const connectError = {
  type: 'error' as const,
  event: 'CONNECT_ERROR' as const,
  connector: 'Dev Wallet',
  errorType: 'UserRejectedRequestError',
  errorMessage: `User rejected 0x${'12'.repeat(20)}`,
  timestamp: 1,
}

describe('createErrorTelemetry', () => {
  test('default: a tracked error event is sent with the SPEC §7 body and the origin only', () => {
    const { telemetry, sent } = setup()
    telemetry.track(connectError)
    expect(sent).toEqual([
      {
        eventId: '00000000-0000-4000-8000-000000000001',
        url: 'https://shop.example',
        domain: 'shop.example',
        timestamp: 1_700_000_000_000,
        props: {
          type: 'error',
          event: 'CONNECT_ERROR',
          errorType: 'UserRejectedRequestError',
          errorMessage: 'User rejected 0x…',
        },
      },
    ])
  })

  test('behavior: usage events are not sent without consent', () => {
    const { telemetry, sent } = setup()
    telemetry.track({ type: 'track', event: 'CONNECT_SUCCESS', connector: 'x', timestamp: 1 })
    expect(sent).toEqual([])
  })

  test('param: with consent, a usage event is sent as type track, with no connector or address', () => {
    const { telemetry, sent } = setup({ usage: true })
    telemetry.track({ type: 'track', event: 'CONNECT_SUCCESS', connector: 'x', timestamp: 1 })
    expect(sent.map((body) => body.props)).toEqual([{ type: 'track', event: 'CONNECT_SUCCESS' }])
  })

  test('param: consent withdrawn (isEnabled false) stops usage events too', () => {
    const { telemetry, sent, disable } = setup({ usage: true })
    disable()
    telemetry.track({ type: 'track', event: 'CONNECT_SUCCESS', connector: 'x', timestamp: 1 })
    expect(sent).toEqual([])
  })

  test('behavior: at most 5 events per 60 s', () => {
    const { telemetry, sent, advance } = setup()
    for (let i = 0; i < 8; i++) telemetry.track(connectError)
    expect(sent).toHaveLength(5)
    advance(12_000)
    telemetry.track(connectError)
    telemetry.track(connectError)
    expect(sent).toHaveLength(6)
  })

  test('param: nothing is sent when the host disabled analytics', () => {
    const { telemetry, sent, disable } = setup()
    disable()
    telemetry.track(connectError)
    telemetry.reportUncaught('UNCAUGHT_ERROR', new Error('boom'))
    expect(sent).toEqual([])
  })

  test('param: an uncaught error carries its type, message and stack', () => {
    const { telemetry, sent } = setup()
    const error = new TypeError('x is not a function')
    error.stack = 'TypeError: x\n    at https://frame.example/assets/a.js?v=1:1:2'
    telemetry.reportUncaught('UNCAUGHT_ERROR', error)
    expect(sent[0]?.props).toEqual({
      type: 'error',
      event: 'UNCAUGHT_ERROR',
      errorType: 'TypeError',
      errorMessage: 'x is not a function',
      stackTrace: 'TypeError: x\n    at https://frame.example/assets/a.js:1:2',
    })
  })

  test('error: a 403 from the api (analytics off for the project) stops further sends', async () => {
    const { telemetry, sent } = setup({
      send: () => Promise.reject(new ApiRequestError('HTTP status code: 403', { status: 403 })),
    })
    telemetry.track(connectError)
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    await Promise.resolve()
    telemetry.track(connectError)
    expect(sent).toHaveLength(1)
  })
})
