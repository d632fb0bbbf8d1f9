import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../api/createApiClient.ts'
import { createDataApi } from '../../api/createDataApi.ts'
import { createNames, SUGGEST_DELAY_MS } from './createNames.ts'

/** The names store over the real Data API client, answering suggestions on the wire. */
function setup() {
  const asked: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const label = decodeURIComponent(new URL(String(input)).pathname.split('/').pop() ?? '')
    asked.push(label)
    const suggestions = [{ name: `${label}.porthole.id`, registered: false }]
    return new Response(JSON.stringify({ suggestions }), { status: 200 })
  })
  const api = createDataApi(
    createApiClient({ baseUrl: 'http://api.test', projectId: 'p1', sdkVersion: () => '1', fetch }),
  )
  return { names: createNames({ api }), asked }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createNames.type', () => {
  test('rule: suggestions are asked once typing pauses, for the last label only', async () => {
    const { names, asked } = setup()
    names.type('alic')
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS - 50)
    names.type('alice')
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS - 1)
    expect(asked).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(names.getState().suggestions).toHaveLength(1))
    expect(asked).toEqual(['alice'])
    expect(names.getState().suggestions[0]?.name).toBe('alice.porthole.id')
  })

  test('rule: a label that breaks the name rule clears the suggestions at once and asks nothing', async () => {
    const { names, asked } = setup()
    names.type('alice')
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS)
    await vi.waitFor(() => expect(names.getState().suggestions).toHaveLength(1))
    names.type('al')
    expect(names.getState().suggestions).toEqual([])
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS * 2)
    expect(asked).toEqual(['alice'])
  })

  test('rule: a reset (disconnect) drops a suggestion still waiting for the pause', async () => {
    const { names, asked } = setup()
    names.type('alice')
    names.reset()
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS * 2)
    expect(asked).toEqual([])
  })
})
