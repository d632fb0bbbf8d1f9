import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createAccountListMachine, LIST_RETRY_MS } from './accountListMachine.ts'

const key = { address: '0xabc', chainId: 'eip155:1' }

function start(
  pages: (cursor: string | null) => Promise<{ items: string[]; next: string | null }>,
) {
  let clock = 1_000
  const calls: (string | null)[] = []
  const machine = createAccountListMachine<string>(
    (_key, cursor) => {
      calls.push(cursor)
      return pages(cursor)
    },
    () => clock,
  )
  const actor = createActor(machine).start()
  return { actor, calls, tick: (ms: number) => (clock += ms) }
}

describe('createAccountListMachine', () => {
  it('loads a page, then the next one on MORE, appending', async () => {
    const { actor } = start(async (cursor) =>
      cursor === null ? { items: ['a', 'b'], next: 'c2' } : { items: ['c'], next: null },
    )
    actor.send({ type: 'LOAD', key })
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'MORE' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.next === null)
    expect(actor.getSnapshot().context.items).toEqual(['a', 'b', 'c'])
  })

  it('skips a LOAD for 30 s after a failure, then retries and clears the retry time', async () => {
    let fail = true
    const { actor, calls, tick } = start(async () => {
      if (fail) throw new Error('HTTP status code: 500')
      return { items: ['a'], next: null }
    })
    actor.send({ type: 'LOAD', key })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context).toMatchObject({ lastRetry: 1_000, items: [] })
    expect(actor.getSnapshot().context.error?.message).toBe('HTTP status code: 500')
    fail = false
    tick(LIST_RETRY_MS - 1)
    actor.send({ type: 'LOAD', key })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(calls).toHaveLength(1)
    tick(1)
    actor.send({ type: 'LOAD', key })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context).toMatchObject({
      items: ['a'],
      lastRetry: null,
      error: null,
    })
  })

  it('starts over for another account, and RESET forgets the list', async () => {
    const { actor } = start(async () => ({ items: ['a'], next: 'n' }))
    actor.send({ type: 'LOAD', key })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'LOAD', key: { ...key, chainId: 'eip155:2' } })
    expect(actor.getSnapshot().context.items).toEqual([])
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'RESET' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ key: null, items: [], next: null })
  })
})
