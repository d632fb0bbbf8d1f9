import { describe, expect, test } from 'vitest'
import type { LogLine } from '../AppEnv.ts'
import { createTestApp } from '../testing/createTestApp.ts'
import { useTestApp } from '../testing/useTestApp.ts'

const t = useTestApp({}, [
  {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://shop.example', 'https://*.shop.example'],
    useDefaultOrigins: false,
    features: { analytics: false, swaps: true },
  },
])

describe('GET /v1/project', () => {
  test('default: config and allow-list of the project', async () => {
    const res = await t.get('/v1/project?projectId=shop&st=porthole&sv=0.1.0')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: 'shop',
      name: 'Shop',
      allowedOrigins: ['https://shop.example', 'https://*.shop.example'],
      useDefaultOrigins: false,
      features: { analytics: false, swaps: true },
      effectiveOrigins: ['https://shop.example', 'https://*.shop.example'],
      frameAncestors: 'frame-ancestors https://shop.example https://*.shop.example',
    })
  })

  test('param: a project with the defaults on lists them first', async () => {
    const body = await (await t.get('/v1/project?projectId=test')).json()
    expect(body.useDefaultOrigins).toBe(true)
    expect(body.effectiveOrigins).toContain('http://localhost:*')
    expect(body.frameAncestors).toContain('https://*.pages.dev')
  })

  test('behavior: answers carry CORS headers so the frame origin can read them', async () => {
    const res = await t.request('/v1/project?projectId=test', {
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('every Data API route', () => {
  const routes = [
    '/v1/project',
    '/v1/wallets',
    '/v1/profile/account/alice',
    '/v1/profile/suggestions/alice',
  ]

  test('error: without projectId the answer is 401 saying so', async () => {
    for (const route of routes) {
      const res = await t.get(route)
      expect(res.status, route).toBe(401)
      expect(await res.json()).toEqual({
        error: {
          name: 'MissingProjectError',
          message: 'The projectId query parameter is required.',
        },
      })
    }
  })

  test('error: an unknown project is 403 naming it', async () => {
    for (const route of [...routes, '/e']) {
      const res =
        route === '/e'
          ? await t.post('/e?projectId=ghost', {})
          : await t.get(`${route}?projectId=ghost`)
      expect(res.status, route).toBe(403)
      expect((await res.json()).error).toEqual({
        name: 'UnknownProjectError',
        message: 'Unknown project "ghost".',
      })
    }
  })

  test('error: a malformed projectId or sdk version is 400 with the field', async () => {
    const bad = await t.get('/v1/project?projectId=no%20spaces')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.message).toMatch(/^Invalid query: projectId: /)
    const sv = await t.get(`/v1/project?projectId=test&sv=${'9'.repeat(100)}`)
    expect((await sv.json()).error.message).toMatch(/^Invalid query: sv: /)
  })

  test('param: the SPEC §7 clientId is accepted and named in the request log; a malformed one is 400', async () => {
    const lines: LogLine[] = []
    const logged = await createTestApp({ log: (line) => lines.push(line) })
    try {
      const clientId = '3f0c9a4e-0b7d-4c1e-9f62-5a1d2b8e7c40'
      const ok = await logged.get(`/v1/project?projectId=test&clientId=${clientId}`)
      expect(ok.status).toBe(200)
      expect(lines.at(-1)).toMatchObject({ path: '/v1/project', projectId: 'test', clientId })
      const bad = await logged.get('/v1/project?projectId=test&clientId=a%20b')
      expect(bad.status).toBe(400)
      expect((await bad.json()).error.message).toMatch(/^Invalid query: clientId: /)
    } finally {
      await logged.testDb.dispose()
    }
  })

  test('error: unknown routes are JSON 404s', async () => {
    const res = await t.get('/nowhere')
    expect(res.status).toBe(404)
    expect((await res.json()).error.name).toBe('NotFoundError')
  })

  test('default: /health needs no project', async () => {
    const res = await t.get('/health')
    expect(await res.json()).toEqual({ status: 'ok' })
  })
})
