import { describe, expect, test } from 'vitest'
import { hostCalls } from '../catalog/hostCalls.ts'
import type { StateSnapshot } from '../catalog/StateSnapshotSchema.ts'
import { wire } from '../catalog/wire.ts'
import {
  ProtocolMismatchError,
  type ProviderRpcError,
  UserRejectedRequestError,
} from '../errors.ts'
import { liteWire } from '../lite/liteWire.ts'
import { disconnectedSnapshot } from '../testing/disconnectedSnapshot.ts'
import { createCaller } from './createCaller.ts'
import { createDispatcher } from './createDispatcher.ts'

const snapshot: StateSnapshot = { ...disconnectedSnapshot, open: true }

describe.each([
  ['zod', wire],
  ['lite', liteWire],
])('bridge dispatcher and caller (%s wire)', (_name, w) => {
  test('behavior: a valid call reaches its handler and returns a typed result', async () => {
    const dispatch = createDispatcher(
      hostCalls,
      {
        OPEN: ({ view }) => ({ ...snapshot, view: view ?? 'Connect' }),
      },
      { wire: w },
    )
    const call = createCaller(hostCalls, dispatch, { wire: w })
    await expect(call('OPEN', { view: 'Networks' })).resolves.toMatchObject({ view: 'Networks' })
  })

  test('error: a handler error crosses as data and is rebuilt with its code', async () => {
    const dispatch = createDispatcher(
      hostCalls,
      {
        RPC_REQUEST: () => {
          throw new UserRejectedRequestError()
        },
      },
      { wire: w },
    )
    const call = createCaller(hostCalls, dispatch, { wire: w })
    const error = await call('RPC_REQUEST', { method: 'personal_sign' }).then(
      () => null,
      (e: ProviderRpcError) => e,
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error?.code).toBe(4001)
  })

  test.each([
    ['not an object', 'hello'],
    ['no id', { v: 1, name: 'OPEN', payload: {} }],
    ['unknown call', { v: 1, id: crypto.randomUUID(), name: 'FORMAT_DISK', payload: null }],
    ['prototype key', { v: 1, id: crypto.randomUUID(), name: '__proto__', payload: null }],
    ['bad payload', { v: 1, id: crypto.randomUUID(), name: 'OPEN', payload: { view: 'No where' } }],
    [
      'bad rpc payload',
      { v: 1, id: crypto.randomUUID(), name: 'RPC_REQUEST', payload: { method: 42 } },
    ],
  ])('error: %s is answered with an error and not acted on', async (_label, raw) => {
    let acted = 0
    const dispatch = createDispatcher(
      hostCalls,
      {
        OPEN: () => {
          acted++
          return snapshot
        },
      },
      { wire: w },
    )
    const response = await dispatch(raw)
    expect(response.ok).toBe(false)
    expect(acted).toBe(0)
  })

  test('behavior: the current and previous protocol versions are accepted, others refused', async () => {
    const dispatch = createDispatcher(
      hostCalls,
      { GET_STATE: () => snapshot },
      { wire: w, version: 3 },
    )
    await expect(
      createCaller(hostCalls, dispatch, { wire: w, version: 3 })('GET_STATE', null),
    ).resolves.toEqual(snapshot)
    await expect(
      createCaller(hostCalls, dispatch, { wire: w, version: 2 })('GET_STATE', null),
    ).resolves.toEqual(snapshot)
    const error = await createCaller(hostCalls, dispatch, { wire: w, version: 1 })(
      'GET_STATE',
      null,
    ).then(
      () => null,
      (e: ProviderRpcError) => e,
    )
    expect(error).toBeInstanceOf(ProtocolMismatchError)
    expect(error?.message).toMatch(/Protocol version 1 is not supported/)
  })

  test('error: a result that breaks its schema is rejected by the caller', async () => {
    const call = createCaller(
      hostCalls,
      async (e) => ({
        id: e.id,
        ok: true,
        result: { open: 'yes' },
      }),
      { wire: w },
    )
    await expect(call('GET_STATE', null)).rejects.toThrow(/Invalid GET_STATE result/)
  })
})
