import { describe, expect, test, vi } from 'vitest'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { warnHost } from './warnHost.ts'

describe('warnHost', () => {
  test('default: the message goes to the host as WARN', () => {
    const callHost = vi.fn(() => Promise.resolve(null))
    warnHost({ callHost, report: vi.fn() } as unknown as FrameCore, { message: 'low contrast' })
    expect(callHost).toHaveBeenCalledWith('WARN', { message: 'low contrast' })
  })

  test('error: a host that cannot be reached is reported, not thrown; long text is cut to 500', async () => {
    const failure = new Error('gone')
    const callHost = vi.fn(() => Promise.reject(failure))
    const report = vi.fn()
    warnHost({ callHost, report } as unknown as FrameCore, { message: 'x'.repeat(600) })
    expect(callHost).toHaveBeenCalledWith('WARN', { message: 'x'.repeat(500) })
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(failure))
  })
})
