import { describe, expect, test } from 'vitest'
import { hostCalls } from '../catalog/hostCalls.ts'
import type { StateSnapshot } from '../catalog/StateSnapshotSchema.ts'
import { wire } from '../catalog/wire.ts'
import type { Envelope } from '../lite/envelope.ts'
import { disconnectedSnapshot } from '../testing/disconnectedSnapshot.ts'
import { createCaller } from './createCaller.ts'
import { createDispatcher } from './createDispatcher.ts'

const closed: StateSnapshot = disconnectedSnapshot
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('createCaller', () => {
  test('default: every call carries a fresh random UUID v4 as its id, never a counter (SECURITY.md #5)', async () => {
    const dispatch = createDispatcher(hostCalls, { CLOSE: () => closed }, { wire })
    const sent: Envelope[] = []
    const call = createCaller(
      hostCalls,
      (envelope) => {
        sent.push(envelope)
        return dispatch(envelope)
      },
      { wire },
    )
    await Promise.all(Array.from({ length: 500 }, () => call('CLOSE', null)))
    const ids = sent.map((envelope) => envelope.id)
    for (const id of ids) expect(id).toMatch(UUID_V4)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
