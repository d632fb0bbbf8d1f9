import type { StateSnapshot } from '@porthole/shared-protocol'
import { disconnectedSnapshot } from '@porthole/shared-protocol/testing'
import { describe, expect, test } from 'vitest'
import { createStatePusher } from './createStatePusher.ts'

describe('createStatePusher', () => {
  test('behavior: numbers the snapshots it pushes and skips one equal to the last', () => {
    let now: StateSnapshot = disconnectedSnapshot
    const pushed: StateSnapshot[] = []
    const pushes = createStatePusher(
      () => now,
      (snapshot) => pushed.push(snapshot),
    )
    // The snapshot at READY is the host's (GET_STATE): nothing to push.
    expect(pushes.check()).toBe(0)
    now = { ...disconnectedSnapshot, open: true }
    expect(pushes.offer(now)).toBe(1)
    expect(pushes.offer({ ...now, accounts: {} })).toBe(1)
    now = { ...now, view: 'Networks' }
    expect(pushes.check()).toBe(2)
    expect(pushes.check()).toBe(2)
    expect(pushed.map(({ open, view }) => `${open}:${view}`)).toEqual([
      'true:Connect',
      'true:Networks',
    ])
  })
})
