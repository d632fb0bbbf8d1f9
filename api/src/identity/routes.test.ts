import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertName } from '../db/names.ts'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await insertName(t.testDb.db, {
    name: 'alice.porthole.id',
    address: alice,
    coinType: 60,
    attributes: { avatar: 'https://example.org/alice.png' },
    at: new Date(t.clock.now()),
  })
}, 60_000)
afterAll(() => t.testDb.dispose())

describe('GET /v1/identity/{address}', () => {
  test('default: name and avatar from the names registry, cacheable', async () => {
    const res = await t.get(`/v1/identity/${alice.toLowerCase()}?projectId=test&sender=${alice}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(await res.json()).toEqual({
      name: 'alice.porthole.id',
      avatar: 'https://example.org/alice.png',
    })
  })

  test('param: an address without a name answers nulls', async () => {
    const res = await t.get(
      '/v1/identity/0x70997970C51812dc3A010C7d01b50e0d17dc79C8?projectId=test',
    )
    expect(await res.json()).toEqual({ name: null, avatar: null })
  })

  test('param: a Solana address answers nulls (the registry holds EVM names)', async () => {
    const res = await t.get(
      '/v1/identity/9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?projectId=test',
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ name: null, avatar: null })
  })

  test('error: a bad address or sender is a 400 with a message', async () => {
    for (const path of [
      '/v1/identity/bob?projectId=test',
      `/v1/identity/${alice}?projectId=test&sender=x`,
    ]) {
      const res = await t.get(path)
      expect(res.status).toBe(400)
      expect((await res.json()).error.message).toMatch(/not an EVM (or Solana )?address/)
    }
  })
})
