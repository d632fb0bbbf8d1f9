import { describe, expect, test } from 'vitest'
import { indexedRanges, useIndexerHarness } from '../testing/useIndexerHarness.ts'

// The indexer's handover on a Postgres server (the `test:postgres` run only): two `npm run
// worker` processes on one database, and the one indexing is killed with SIGKILL mid-step.
/**
 * The stated handover time: a killed leader's lock goes as soon as Postgres sees its
 * connection close, and a waiting worker tries every INDEX_INTERVAL_MS (100 ms here).
 */
const HANDOVER_MS = 2000

const h = useIndexerHarness(31346)

describe('indexer handover (npm run worker)', { timeout: 90_000 }, () => {
  test(`behavior: the leader killed with SIGKILL mid-step is followed within ${HANDOVER_MS} ms; no block is skipped or indexed twice`, async () => {
    const workers = { a: h.startWorker('a'), b: h.startWorker('b') }
    const caughtUp = async () => (await h.indexedCount()) === (await h.head()) + 1
    await expect.poll(caughtUp, { timeout: 30_000, interval: 50 }).toBe(true)
    // Then a backlog of about 400 blocks (steps of 200), with transfers spread through it.
    const before = await h.indexedCount()
    const sent = [await h.transfer('1')]
    for (const amount of ['2', '3']) {
      await h.anvil('anvil_mine', ['0xc8'])
      sent.push(await h.transfer(amount))
    }
    // Whichever holds the chain's lock once a step of the backlog was committed, with more
    // to go, is the leader killed mid-step.
    let leader: string | undefined
    await expect
      .poll(
        async () => {
          leader = await h.lockHolder()
          return leader !== undefined && (await h.indexedCount()) > before
        },
        { timeout: 30_000, interval: 10 },
      )
      .toBe(true)
    const survivor = leader === 'a' ? 'b' : 'a'
    expect(await h.indexedCount()).toBeLessThan((await h.head()) + 1)
    workers[leader as 'a' | 'b'].process.kill('SIGKILL')
    const killedAt = performance.now()
    await expect.poll(() => h.lockHolder(), { timeout: HANDOVER_MS, interval: 10 }).toBe(survivor)
    expect(performance.now() - killedAt).toBeLessThan(HANDOVER_MS)

    await expect.poll(h.indexedCount, { timeout: 30_000, interval: 50 }).toBe((await h.head()) + 1)
    // A step either committed whole (then was logged) or not at all: the two workers' steps,
    // in order, run from block 0 to the head with no gap and no overlap, and the survivor's
    // last ones came after the leader's last.
    const steps = [...indexedRanges(workers.a), ...indexedRanges(workers.b)].sort(
      (x, y) => x.from - y.from,
    )
    expect(steps[0]!.from).toBe(0)
    for (const [i, step] of steps.entries()) {
      if (i > 0) expect(step.from).toBe(steps[i - 1]!.to + 1)
    }
    expect(steps.at(-1)!.to).toBe(await h.head())
    const lastOfLeader = Math.max(
      -1,
      ...indexedRanges(workers[leader as 'a' | 'b']).map((s) => s.to),
    )
    expect(indexedRanges(workers[survivor]).at(-1)!.to).toBeGreaterThan(lastOfLeader)
    expect(workers[survivor].lines.filter((line) => line.msg === 'indexing failed')).toEqual([])
    const { indexed, chain } = await h.hashes()
    expect(indexed).toEqual(chain)
    for (const hash of sent) expect(await h.transfersOf(hash)).toBe(1)

    workers[survivor].process.kill('SIGTERM')
    expect(await workers[survivor].exit).toBe(0)
  })
})
