import type { Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { rewoundBlocks, useIndexerHarness } from '../testing/useIndexerHarness.ts'

// A reorg during the indexer's handover (the `test:postgres` run only): the leader is killed
// with SIGKILL mid-step, the chain then replaces the blocks it had indexed, and the next
// worker must drop them before going on.
const h = useIndexerHarness(31347)

describe('indexer handover with a reorg (npm run worker)', { timeout: 90_000 }, () => {
  test('behavior: blocks a killed leader indexed that the chain then replaced are rewound by the next worker', async () => {
    // The fork starts a few blocks before the end of the first step (blocks 0 to 199), so the
    // first worker commits some of it and is killed in its second step.
    await h.anvil('anvil_mine', [`0x${(190 - (await h.head())).toString(16)}`])
    const fork = (await h.anvil('evm_snapshot')) as Hex
    const base = (await h.head()) + 1
    const abandoned = await h.transfer('4')
    await h.anvil('anvil_mine', [`0x${(100).toString(16)}`])
    const first = h.startWorker('first')
    // Killed while it holds the chain's lock for its second step, the first (the fork's
    // transfer among its blocks) committed.
    await expect
      .poll(
        async () => (await h.lockHolder()) === 'first' && (await h.transfersOf(abandoned)) === 1,
        { timeout: 30_000, interval: 10 },
      )
      .toBe(true)
    first.process.kill('SIGKILL')
    await expect.poll(() => h.connections('first'), { timeout: 2000, interval: 10 }).toBe(0)
    const indexedByFirst = await h.indexedCount()
    expect(await h.transfersOf(abandoned)).toBe(1)

    // The chain drops every block after the snapshot and mines others at the same heights.
    expect(await h.anvil('evm_revert', [fork])).toBe(true)
    const kept = await h.transfer('5')
    await h.anvil('anvil_mine', [`0x${(indexedByFirst - base + 50).toString(16)}`])

    const next = h.startWorker('next')
    await expect.poll(h.indexedCount, { timeout: 30_000, interval: 50 }).toBe((await h.head()) + 1)
    const { indexed, chain } = await h.hashes()
    expect(indexed).toEqual(chain)
    expect(rewoundBlocks(next)).toBe(indexedByFirst - base)
    expect(await h.transfersOf(abandoned)).toBe(0)
    expect(await h.transfersOf(kept)).toBe(1)
    next.process.kill('SIGTERM')
    expect(await next.exit).toBe(0)
  })
})
