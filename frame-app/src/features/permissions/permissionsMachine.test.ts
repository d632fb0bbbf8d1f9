import { describe, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { Permission } from './Permission.ts'
import { createPermissionsMachine } from './permissionsMachine.ts'

const session = (id: string): Permission => ({
  kind: 'walletConnect',
  id,
  connectorId: id,
  name: `Wallet ${id}`,
})

describe('permissionsMachine', () => {
  test('behavior: a revoked row leaves the list and stays out of a list read before its revoke landed', async () => {
    const actor = createActor(createPermissionsMachine(async () => [session('a'), session('b')]))
    actor.start()
    actor.send({ type: 'LOAD' })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'REVOKE_STEP', id: 'a', step: 'asking' })
    expect(actor.getSnapshot().context.revoking).toEqual({ a: 'asking' })
    actor.send({ type: 'LOAD' })
    actor.send({ type: 'REVOKED', id: 'a' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.permissions.map((p) => p.id)).toEqual(['b'])
    expect(actor.getSnapshot().context.revoking).toEqual({})
  })

  test('error: a failed revoke keeps the row with its reason until it is tried again; a failed read is `failed`', async () => {
    let fail = false
    const actor = createActor(
      createPermissionsMachine(async () => {
        if (fail) throw new Error('api down')
        return [session('a')]
      }),
    )
    actor.start()
    actor.send({ type: 'LOAD' })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'REVOKE_STEP', id: 'a', step: 'asking' })
    actor.send({ type: 'REVOKE_FAILED', id: 'a', error: { code: 4001, message: 'User rejected' } })
    expect(actor.getSnapshot().context.failures.a?.code).toBe(4001)
    expect(actor.getSnapshot().context.permissions).toHaveLength(1)
    actor.send({ type: 'REVOKE_STEP', id: 'a', step: 'asking' })
    expect(actor.getSnapshot().context.failures).toEqual({})
    fail = true
    actor.send({ type: 'LOAD' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error?.message).toBe('api down')
  })
})
