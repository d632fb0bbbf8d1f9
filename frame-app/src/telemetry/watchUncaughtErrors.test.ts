import { describe, expect, test, vi } from 'vitest'
import { watchUncaughtErrors } from './watchUncaughtErrors.ts'

describe('watchUncaughtErrors', () => {
  test('default: errors and rejections are reported until unsubscribed', () => {
    const target = new EventTarget()
    const reportUncaught = vi.fn()
    const stop = watchUncaughtErrors(target as unknown as Window, { reportUncaught })
    const error = new Error('boom')
    target.dispatchEvent(Object.assign(new Event('error'), { error, message: 'boom' }))
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }))
    expect(reportUncaught.mock.calls).toEqual([
      ['UNCAUGHT_ERROR', error],
      ['UNHANDLED_REJECTION', 'nope'],
    ])
    stop()
    target.dispatchEvent(Object.assign(new Event('error'), { error, message: 'boom' }))
    expect(reportUncaught).toHaveBeenCalledTimes(2)
  })
})
