import { describe, expect, test } from 'vitest'
import { watchSentTransfer } from './watchSentTransfer.ts'

type Outcome = 'success' | 'reverted' | 'timeout'

/** A chain whose receipt waits answer `answers` in turn (an Error rejects that wait). */
function chainAnswering(answers: (Outcome | Error)[]) {
  const calls: string[] = []
  return {
    calls,
    client: {
      waitForReceipt: async (hash: string) => {
        calls.push(hash)
        const next = answers.shift() ?? 'timeout'
        if (next instanceof Error) throw next
        return next
      },
    },
  }
}

function recorder() {
  const settled: [string, string][] = []
  return {
    settled,
    sent: { settle: (hash: string, status: string) => settled.push([hash, status]) },
  }
}

describe('watchSentTransfer', () => {
  test('default: a receipt within the first wait settles the item and is the result', async () => {
    const { sent, settled } = recorder()
    const chain = chainAnswering(['success'])
    expect(await watchSentTransfer({ sent, client: chain.client, timeoutMs: 10 }, '0x1')).toBe(
      'success',
    )
    expect(settled).toEqual([['0x1', 'confirmed']])
  })

  test('behavior: after a timeout the watch goes on and settles a later revert as failed', async () => {
    const { sent, settled } = recorder()
    const chain = chainAnswering(['timeout', new Error('rpc down'), 'timeout', 'reverted'])
    expect(await watchSentTransfer({ sent, client: chain.client, timeoutMs: 10 }, '0x2')).toBe(
      'timeout',
    )
    await expect.poll(() => settled).toEqual([['0x2', 'failed']])
    expect(chain.calls).toHaveLength(4)
  })

  test('edge: the watch stops after its rounds, leaving the item pending', async () => {
    const { sent, settled } = recorder()
    const chain = chainAnswering([])
    await watchSentTransfer({ sent, client: chain.client, timeoutMs: 10, rounds: 3 }, '0x3')
    await expect.poll(() => chain.calls.length).toBe(4)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(chain.calls).toHaveLength(4)
    expect(settled).toEqual([])
  })
})
