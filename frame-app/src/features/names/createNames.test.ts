import { describe, expect, test, vi } from 'vitest'
import { fakeTimersInEachTest } from '#test/clock/fakeTimersInEachTest.ts'
import { createDataApiOver } from '#test/createDataApiOver.ts'
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
  const api = createDataApiOver(fetch)
  return { names: createNames({ api }), asked }
}

fakeTimersInEachTest()

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

describe('createNames.lookup', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  /** An api whose identity route answers `identity` (a 503 while `down`). */
  function identitySetup(identity: { name: string | null; avatar: string | null }) {
    const asked: URL[] = []
    let down = false
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      asked.push(url)
      if (down) return new Response('down', { status: 503 })
      return new Response(JSON.stringify(identity), { status: 200 })
    })
    const api = createDataApiOver(fetch)
    return { api, asked, setDown: (value: boolean) => (down = value) }
  }

  test('default: the profile name and avatar come from the identity route, asked once a session', async () => {
    const avatar = 'https://example.org/alice.png'
    const { api, asked } = identitySetup({ name: 'alice.porthole.id', avatar })
    const names = createNames({ api })
    await names.lookup(address)
    expect(names.getState()).toMatchObject({
      profileName: 'alice.porthole.id',
      profileImage: avatar,
    })
    expect(asked.map((url) => url.pathname)).toEqual([`/v1/identity/${address}`])
    expect(asked[0]?.searchParams.get('sender')).toBe(address)

    // Reconnecting the same account (any casing) answers from the cache.
    names.reset()
    await createNames({ api }).lookup(address.toLowerCase())
    await names.lookup(address)
    expect(names.getState().profileName).toBe('alice.porthole.id')
    expect(asked).toHaveLength(1)
  })

  test('error: a failed identity answer shows the lookup error and is asked again next time', async () => {
    const { api, asked, setDown } = identitySetup({ name: null, avatar: null })
    const names = createNames({ api })
    setDown(true)
    await names.lookup(address)
    expect(names.getState()).toMatchObject({
      profileName: null,
      error: { key: 'names.lookupFailed' },
    })
    setDown(false)
    await names.lookup(address)
    expect(names.getState().profileName).toBeNull()
    expect(asked).toHaveLength(2)
  })
})

describe('createNames.listOwned', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  /** An api whose reverse route answers `records` (a 503 while `down`). */
  function reverseSetup(records: unknown) {
    const asked: URL[] = []
    let down = false
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input)))
      if (down) return new Response('down', { status: 503 })
      return new Response(JSON.stringify(records), { status: 200 })
    })
    const api = createDataApiOver(fetch)
    return { names: createNames({ api }), asked, setDown: (value: boolean) => (down = value) }
  }

  test('default: the names the address holds come from the reverse route with sender and apiVersion 2', async () => {
    const { names, asked } = reverseSetup([
      { name: 'alice.porthole.id', addresses: {}, attributes: {} },
      { name: 'alice-two.porthole.id', addresses: {}, attributes: {} },
    ])
    await names.listOwned(address)
    expect(names.getState().ownedNames).toEqual(['alice.porthole.id', 'alice-two.porthole.id'])
    expect(asked[0]?.pathname).toBe(`/v1/profile/reverse/${address}`)
    expect(asked[0]?.searchParams.get('sender')).toBe(address)
    expect(asked[0]?.searchParams.get('apiVersion')).toBe('2')
  })

  test('error: a failed or malformed answer says Error fetching names for address and lists none', async () => {
    const { names, setDown } = reverseSetup({ names: 'not a list' })
    await names.listOwned(address)
    expect(names.getState()).toMatchObject({
      ownedNames: [],
      error: { key: 'names.lookupFailed' },
    })
    setDown(true)
    names.clearError()
    await names.listOwned(address)
    expect(names.getState().error).toEqual({ key: 'names.lookupFailed' })
  })
})
