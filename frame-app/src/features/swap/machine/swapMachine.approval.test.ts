import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { account, quoted, setup, swap } from '../test/swapMachineSetup.ts'

/** A short allowance is approved before the swap is sent (SPEC §7). */
describe('swapMachine: token approval', () => {
  test('behavior: a short allowance is approved first, and only then the swap is sent', async () => {
    const { actor, calls } = setup({}, { allowance: 0n })
    await quoted(actor)
    swap(actor)
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.sent).toEqual(['0xa9', '0x38'])
    expect(actor.getSnapshot().context.approved).toBe(true)
    // The next swap finds the allowance and asks for no approval.
    actor.send({ type: 'START', account })
    await quoted(actor, '50')
    swap(actor)
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.approves).toBe(1)
  })

  test('error: a rejected approval stops before any swap is sent', async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { actor, calls } = setup(
      { send: async () => Promise.reject(rejection) },
      { allowance: 0n },
    )
    await quoted(actor)
    swap(actor)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.failure).toBe('approveRejected')
    expect(calls.sent).toEqual([])
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
  })

  test("behavior: the view shown again while the wallet's approval is open (an email wallet's ApproveTransaction on top) lets the swap end in its result, approved or declined", async () => {
    for (const answer of ['approve', 'reject'] as const) {
      const held: { settle?: () => void } = {}
      const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
      const { actor } = setup({
        send: (sent) =>
          new Promise((resolve, reject) => {
            held.settle = () => (answer === 'approve' ? resolve('0xhash1') : reject(rejection))
            void sent
          }),
      })
      await quoted(actor)
      swap(actor)
      await waitFor(actor, (s) => s.matches({ swapping: 'sending' }))
      // ApproveTransaction leaves: the Swap view is on top again and its loader starts the flow.
      actor.send({ type: 'START', account })
      held.settle?.()
      await waitFor(actor, (s) => s.matches('success') || s.matches('failed'))
      const { context } = actor.getSnapshot()
      if (answer === 'approve') expect(actor.getSnapshot().matches('success')).toBe(true)
      else expect(context.failure).toBe('swapRejected')
      expect(context.quote?.fromAmount).toBe('100000000')
    }
  })
})
