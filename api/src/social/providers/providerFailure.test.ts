import { runInNewContext } from 'node:vm'
import { describe, expect, test } from 'vitest'
import { isProviderOutage } from './providerFailure.ts'

/** An error made in another realm, as a `fetch` other than this module's globals throws them. */
const foreign = (source: string): unknown => runInNewContext(source)

describe('isProviderOutage', () => {
  test('error: a 5xx kept as the cause is an outage, also when the error and response come from another realm', () => {
    const local = new Error('unexpected HTTP response status code', {
      cause: new Response('down', { status: 503 }),
    })
    expect(isProviderOutage(local)).toBe(true)
    expect(
      isProviderOutage(foreign("new Error('unexpected status', { cause: { status: 503 } })")),
    ).toBe(true)
    expect(isProviderOutage(foreign("Object.assign(new TypeError('fetch failed'))"))).toBe(true)
  })

  test('behavior: a refused answer (4xx, no response, a plain value) is not an outage', () => {
    expect(
      isProviderOutage(new Error('invalid_grant', { cause: new Response('{}', { status: 400 }) })),
    ).toBe(false)
    expect(isProviderOutage(new Error('state mismatch'))).toBe(false)
    expect(isProviderOutage('fetch failed')).toBe(false)
    expect(isProviderOutage(null)).toBe(false)
  })

  test('param: a timeout or abort code is an outage', () => {
    expect(isProviderOutage(Object.assign(new Error('timed out'), { code: 'OAUTH_TIMEOUT' }))).toBe(
      true,
    )
    expect(isProviderOutage(Object.assign(new Error('aborted'), { code: 'OAUTH_ABORT' }))).toBe(
      true,
    )
  })
})
