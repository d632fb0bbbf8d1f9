import { describe, expect, test, vi } from 'vitest'
import { createActor } from 'xstate'
import { fakeTimersInEachTest } from '#test/clock/fakeTimersInEachTest.ts'
import type { WalletQuery } from '../../../api/createDataApi.ts'
import type { RegistryWallet, WalletPage } from '../../../api/WalletPageSchema.ts'
import {
  allWalletsMachine,
  orderFeatured,
  SEARCH_DEBOUNCE_MS,
  WALLET_SEARCH_LIMIT,
} from './allWalletsMachine.ts'

const wallet = (id: string): RegistryWallet => ({ id, name: `Wallet ${id}` })
const wallets = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => wallet(`w${from + i}`))

type Pending = {
  query: WalletQuery
  signal: AbortSignal
  resolve: (page: WalletPage) => void
  reject: (error: unknown) => void
}

function setup(filters = {}) {
  const calls: Pending[] = []
  const fetchPage = (query: WalletQuery, signal: AbortSignal) =>
    new Promise<WalletPage>((resolve, reject) => calls.push({ query, signal, resolve, reject }))
  const actor = createActor(allWalletsMachine, { input: { fetchPage, filters } }).start()
  const settle = async () => {
    await vi.advanceTimersByTimeAsync(0)
  }
  return { actor, calls, settle, state: () => actor.getSnapshot() }
}

fakeTimersInEachTest()

describe('allWalletsMachine', () => {
  test('default: starting fetches page 1 of 40 with the filters (no view effect), then is loaded', async () => {
    const { calls, settle, state } = setup({ exclude: ['x'], chains: ['eip155:1'] })
    expect(state().value).toBe('loading')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.query).toEqual({ page: 1, entries: 40, exclude: ['x'], chains: ['eip155:1'] })
    calls[0]?.resolve({ count: 600, data: wallets(0, 40) })
    await settle()
    expect(state().value).toBe('loaded')
    expect(state().context.wallets).toHaveLength(40)
  })

  test('behavior: LOAD_MORE merges the next page and drops duplicates', async () => {
    const { actor, calls, settle, state } = setup()
    calls[0]?.resolve({ count: 79, data: wallets(0, 40) })
    await settle()
    actor.send({ type: 'LOAD_MORE' })
    expect(state().value).toBe('loadingMore')
    expect(calls[1]?.query.page).toBe(2)
    // The registry moved between pages: w39 comes again.
    calls[1]?.resolve({ count: 79, data: wallets(39, 40) })
    await settle()
    const ids = state().context.wallets.map((w) => w.id)
    expect(ids).toHaveLength(79)
    expect(new Set(ids).size).toBe(79)
    // All 79 shown: no further page is asked.
    actor.send({ type: 'LOAD_MORE' })
    expect(state().value).toBe('loaded')
    expect(calls).toHaveLength(2)
  })

  test('behavior: a search is debounced, then restarts paging from page 1', async () => {
    const { actor, calls, settle, state } = setup()
    calls[0]?.resolve({ count: 600, data: wallets(0, 40) })
    await settle()
    actor.send({ type: 'LOAD_MORE' })
    calls[1]?.resolve({ count: 600, data: wallets(40, 40) })
    await settle()
    actor.send({ type: 'SEARCH', search: 'me' })
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50)
    actor.send({ type: 'SEARCH', search: 'meta ' })
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(50)
    expect(calls).toHaveLength(3)
    expect(calls[2]?.query).toMatchObject({ page: 1, search: 'meta' })
    calls[2]?.resolve({ count: 2, data: wallets(500, 2) })
    await settle()
    expect(state().context).toMatchObject({ page: 1, count: 2, search: 'meta' })
    expect(state().context.wallets).toHaveLength(2)
  })

  test('behavior: a stale answer is aborted and ignored', async () => {
    const { actor, calls, settle, state } = setup()
    // calls[0] is page 1, asked on start; the search aborts it.
    actor.send({ type: 'SEARCH', search: 'a' })
    expect(calls[0]?.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    actor.send({ type: 'SEARCH', search: 'ab' })
    expect(calls[1]?.signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    calls[1]?.resolve({ count: 1, data: [wallet('stale')] })
    calls[2]?.resolve({ count: 1, data: [wallet('fresh')] })
    await settle()
    expect(state().context.wallets.map((w) => w.id)).toEqual(['fresh'])
  })

  test('param: a search shows at most 100 results', async () => {
    const { actor, calls, settle, state } = setup()
    actor.send({ type: 'SEARCH', search: 'wallet' })
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    calls[1]?.resolve({ count: 500, data: wallets(0, 40) })
    await settle()
    for (const [index, from] of [
      [2, 40],
      [3, 80],
    ] as const) {
      actor.send({ type: 'LOAD_MORE' })
      calls[index]?.resolve({ count: 500, data: wallets(from, 40) })
      await settle()
    }
    expect(state().context.wallets).toHaveLength(WALLET_SEARCH_LIMIT)
    actor.send({ type: 'LOAD_MORE' })
    expect(calls).toHaveLength(4)
  })

  test('param: featured ids come first in the configured order', async () => {
    const { calls, settle, state } = setup({ featured: ['w7', 'w2'] })
    expect(calls[0]?.query.featured).toEqual(['w7', 'w2'])
    calls[0]?.resolve({ count: 8, data: wallets(0, 8) })
    await settle()
    expect(
      state()
        .context.wallets.slice(0, 3)
        .map((w) => w.id),
    ).toEqual(['w7', 'w2', 'w0'])
    expect(orderFeatured([wallet('a'), wallet('b')], [])).toEqual([wallet('a'), wallet('b')])
  })

  test('error: a failed page keeps what was shown and RETRY asks it again', async () => {
    const { actor, calls, settle, state } = setup()
    calls[0]?.resolve({ count: 100, data: wallets(0, 40) })
    await settle()
    actor.send({ type: 'LOAD_MORE' })
    calls[1]?.reject(new Error('HTTP status code: 500'))
    await settle()
    expect(state().value).toBe('error')
    expect(state().context.wallets).toHaveLength(40)
    actor.send({ type: 'RETRY' })
    expect(calls[2]?.query.page).toBe(2)
  })

  test('error: a failed first page shows the error and RETRY loads page 1', async () => {
    const { actor, calls, settle, state } = setup()
    calls[0]?.reject(new Error('HTTP status code: 503'))
    await settle()
    expect(state().value).toBe('error')
    expect(state().context.error).toBeInstanceOf(Error)
    actor.send({ type: 'RETRY' })
    expect(state().value).toBe('loading')
    expect(calls[1]?.query.page).toBe(1)
  })
})
