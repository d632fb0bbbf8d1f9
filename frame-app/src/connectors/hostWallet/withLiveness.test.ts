import { describe, expect, test, vi } from 'vitest'
import { fakeTimersInEachTest } from '#test/clock/fakeTimersInEachTest.ts'
import { withLiveness } from './withLiveness.ts'

const options = (probe: () => Promise<unknown>) => ({ probe, intervalMs: 100, timeoutMs: 200 })

describe('withLiveness', () => {
  fakeTimersInEachTest()

  test('default: a slow request of a live wallet resolves, however long it takes', async () => {
    let resolve: (value: string) => void = () => undefined
    const request = new Promise<string>((r) => {
      resolve = r
    })
    const probe = vi.fn(async () => '0x1')
    const result = withLiveness(request, options(probe))
    await vi.advanceTimersByTimeAsync(5_000)
    resolve('0xsig')
    await expect(result).resolves.toBe('0xsig')
    expect(probe.mock.calls.length).toBeGreaterThan(10)
  })

  test('error: a wallet that stops answering rejects the request with 4900', async () => {
    const result = withLiveness(
      new Promise(() => undefined),
      options(() => new Promise(() => undefined)),
    )
    const settled = expect(result).rejects.toMatchObject({ code: 4900 })
    await vi.advanceTimersByTimeAsync(300)
    await settled
  })

  test('param: the request error passes through and probing stops', async () => {
    const probe = vi.fn(async () => '0x1')
    const result = withLiveness(Promise.reject(new Error('denied')), options(probe))
    await expect(result).rejects.toThrow('denied')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(probe).not.toHaveBeenCalled()
  })
})
