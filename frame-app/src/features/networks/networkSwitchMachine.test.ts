import { UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { networkSwitchMachine, SWITCHED_RESULT_MS } from './networkSwitchMachine.ts'

function start(switchTo: () => Promise<unknown>) {
  const leave = vi.fn()
  const actor = createActor(networkSwitchMachine, { input: { switchTo, leave } }).start()
  return { actor, leave }
}

describe('networkSwitchMachine', () => {
  test('default: switching, then the result for a moment, then it leaves', async () => {
    vi.useFakeTimers()
    try {
      const { actor, leave } = start(() => Promise.resolve())
      expect(actor.getSnapshot().matches('switching')).toBe(true)
      await vi.waitFor(() => expect(actor.getSnapshot().matches('switched')).toBe(true))
      expect(leave).not.toHaveBeenCalled()
      vi.advanceTimersByTime(SWITCHED_RESULT_MS)
      expect(actor.getSnapshot().matches('done')).toBe(true)
      expect(leave).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  test('error: a rejection is failed with its code; Try again asks the wallet again', async () => {
    const switchTo = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new UserRejectedRequestError('User rejected the request.'))
      .mockResolvedValueOnce(undefined)
    const { actor } = start(switchTo)
    await waitFor(actor, (state) => state.matches('failed'))
    expect(actor.getSnapshot().context.error?.code).toBe(4001)
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await waitFor(actor, (state) => state.matches('switched'))
    expect(switchTo).toHaveBeenCalledTimes(2)
  })
})
