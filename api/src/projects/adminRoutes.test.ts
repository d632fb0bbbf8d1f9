import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'

const TOKEN = 'admin-token-of-at-least-32-characters'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ adminToken: TOKEN })
  await t.saveProject({ id: 'preview', name: 'Preview' })
})
afterAll(async () => {
  await t.testDb.dispose()
})

const turn = (id: string, body: unknown, token = TOKEN) =>
  t.request(`/admin/projects/${id}/default-origins`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('POST /admin/projects/:id/default-origins', () => {
  test('behavior: turns the SPEC §6 defaults off for what the frame and vault read of the project', async () => {
    const read = async () => (await t.get('/v1/project?projectId=preview')).json()
    expect(await read()).toMatchObject({ useDefaultOrigins: true })
    const off = await turn('preview', { useDefaultOrigins: false })
    expect(off.status).toBe(200)
    const body = await off.json()
    expect(body).toEqual({ project: expect.objectContaining({ useDefaultOrigins: false }) })
    t.clock.advance(10_000)
    expect(await read()).toMatchObject({ useDefaultOrigins: false })
    const on = await turn('preview', { useDefaultOrigins: true })
    expect((await on.json()).notice).toMatch(/any page on .*\*\.vercel\.app/)
    await turn('preview', { useDefaultOrigins: false })
  })

  test('error: a wrong token is 401, a bad body 400, an unknown project 404', async () => {
    expect((await turn('preview', { useDefaultOrigins: false }, 'x'.repeat(40))).status).toBe(401)
    expect((await turn('preview', { useDefaultOrigins: 'no' })).status).toBe(400)
    expect((await turn('preview', {})).status).toBe(400)
    expect((await turn('bad id!', { useDefaultOrigins: false })).status).toBe(400)
    const unknown = await turn('nope', { useDefaultOrigins: false })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.message).toContain('nope')
  })
})
