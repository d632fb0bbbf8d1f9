import type { SwapQuote } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { SimulatedClock, waitFor } from 'xstate'
import { quoted, quoteFor, setup, tx } from '../test/swapMachineSetup.ts'

/** A quote lives `quoteTtlMs`: the form and the preview fetch it again, Confirm held until it is fresh. */
describe('swapMachine: quote freshness', () => {
  test('behavior: a quote older than its lifetime is fetched again in the form', async () => {
    const { actor, calls } = setup({ quoteTtlMs: 20 })
    await quoted(actor)
    // Each quote goes stale after 20 ms: more follow however slowly the machine runs.
    await expect.poll(() => calls.quotes, { timeout: 5000, interval: 10 }).toBeGreaterThan(2)
    expect(actor.getSnapshot().matches('form')).toBe(true)
  })

  test('behavior: the preview fetches its stale quote again and stays, Confirm held until the new one is there', async () => {
    const held: { resolve?: (quote: SwapQuote) => void } = {}
    let inPreview = false
    const { actor, calls } = setup({
      quoteTtlMs: 30,
      getQuote: (request) =>
        inPreview
          ? new Promise((resolve) => {
              held.resolve = resolve
            })
          : Promise.resolve(quoteFor(request.amount + 1n)),
    })
    await quoted(actor)
    inPreview = true
    actor.send({ type: 'SWAP' })
    expect(actor.getSnapshot().matches({ form: { review: 'current' } })).toBe(true)
    await waitFor(actor, (s) => s.matches({ form: { review: 'refreshing' } }))
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().matches({ form: { review: 'refreshing' } })).toBe(true)
    expect(calls.sent).toEqual([])
    held.resolve?.(quoteFor(200_000_000n))
    await waitFor(actor, (s) => s.matches({ form: { review: 'current' } }))
    expect(actor.getSnapshot().context.quote?.fromAmount).toBe('200000000')
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('success'))
  })

  test('behavior: on the clock, a stale quote is fetched again in the background; the shown quote and Swap stay usable until the fresh one replaces it', async () => {
    const clock = new SimulatedClock()
    const asked: ((quote: SwapQuote) => void)[] = []
    const { actor } = setup(
      {
        quoteTtlMs: 15_000,
        debounceMs: 400,
        getQuote: () => new Promise((resolve) => asked.push(resolve)),
      },
      { clock },
    )
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SET', field: 'amount', value: '100' })
    clock.increment(399)
    expect(asked).toHaveLength(0)
    clock.increment(1)
    asked[0]?.(quoteFor(100_000_000n))
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))

    clock.increment(14_999)
    expect(actor.getSnapshot().matches({ form: 'quoted' })).toBe(true)
    clock.increment(1)
    const requoting = actor.getSnapshot()
    expect(requoting.matches({ form: 'requoting' })).toBe(true)
    expect(asked).toHaveLength(2)
    expect(requoting.context.quote?.toAmount).toBe(quoteFor(100_000_000n).toAmount)
    expect(requoting.can({ type: 'SWAP' })).toBe(true)

    asked[1]?.({ ...quoteFor(100_000_000n), toAmount: '42' })
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
    expect(actor.getSnapshot().context.quote?.toAmount).toBe('42')
  })

  test('behavior: Swap pressed while the requote is in flight opens the preview, which waits for a fresh quote with Confirm held, then swaps on that quote', async () => {
    const clock = new SimulatedClock()
    const asked: ((quote: SwapQuote) => void)[] = []
    const built: bigint[] = []
    const { actor, calls } = setup(
      {
        quoteTtlMs: 15_000,
        debounceMs: 400,
        getQuote: () => new Promise((resolve) => asked.push(resolve)),
        buildSwap: async (request) => {
          built.push(request.amount)
          return { ...tx, data: '0x38' }
        },
      },
      { clock },
    )
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SET', field: 'amount', value: '100' })
    clock.increment(400)
    asked[0]?.(quoteFor(100_000_000n))
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
    clock.increment(15_000)
    expect(actor.getSnapshot().matches({ form: 'requoting' })).toBe(true)

    actor.send({ type: 'SWAP' })
    expect(actor.getSnapshot().matches({ form: { review: 'refreshing' } })).toBe(true)
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().matches({ form: { review: 'refreshing' } })).toBe(true)
    // The background requote was dropped with the form; the preview asked for its own.
    expect(asked).toHaveLength(3)
    asked[1]?.({ ...quoteFor(100_000_000n), toAmount: '1' })
    asked[2]?.({ ...quoteFor(100_000_000n), toAmount: '7' })
    await waitFor(actor, (s) => s.matches({ form: { review: 'current' } }))
    expect(actor.getSnapshot().context.quote?.toAmount).toBe('7')

    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.sent).toEqual(['0x38'])
    expect(built).toEqual([100_000_000n])
  })

  test("error: no quote for the preview any more is the form's quoteFailed, with its retry", async () => {
    let fail = false
    const { actor } = setup({
      quoteTtlMs: 30,
      getQuote: async (request) => {
        if (fail) throw new Error('no route')
        return quoteFor(request.amount)
      },
    })
    await quoted(actor)
    fail = true
    actor.send({ type: 'SWAP' })
    await waitFor(actor, (s) => s.matches({ form: 'quoteFailed' }))
    fail = false
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
  })
})
