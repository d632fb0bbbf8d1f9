import { describe, expect, it, vi } from 'vitest'
import { prefetchWhenIdle } from './prefetchWhenIdle.ts'

const fakeWindow = (withIdleCallback: boolean) => {
  const idle: Array<{ run: () => void; timeout: number | undefined }> = []
  const timers: Array<() => void> = []
  const win = {
    setTimeout: (run: () => void) => timers.push(run),
    ...(withIdleCallback
      ? {
          requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
            idle.push({ run, timeout: options?.timeout }),
        }
      : {}),
  } as unknown as Window
  return { win, idle, timers }
}

describe('prefetchWhenIdle', () => {
  it('default: waits for an idle period, at most 500 ms', () => {
    const { win, idle, timers } = fakeWindow(true)
    const prefetch = vi.fn(async () => {})
    prefetchWhenIdle(win, prefetch, () => {})
    expect(prefetch).not.toHaveBeenCalled()
    expect(idle).toHaveLength(1)
    expect(idle[0]?.timeout).toBe(500)
    expect(timers).toHaveLength(0)
    idle[0]?.run()
    expect(prefetch).toHaveBeenCalledOnce()
  })

  it('behavior: without requestIdleCallback it runs on the next task', () => {
    const { win, timers } = fakeWindow(false)
    const prefetch = vi.fn(async () => {})
    prefetchWhenIdle(win, prefetch, () => {})
    expect(prefetch).not.toHaveBeenCalled()
    timers[0]?.()
    expect(prefetch).toHaveBeenCalledOnce()
  })

  it('error: a failed prefetch is reported', async () => {
    const { win, timers } = fakeWindow(false)
    const onError = vi.fn()
    prefetchWhenIdle(win, () => Promise.reject(new Error('offline')), onError)
    timers[0]?.()
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('offline')))
  })
})
