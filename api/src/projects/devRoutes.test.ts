import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../app.ts'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'

let dev: TestApp
beforeAll(async () => {
  dev = await createTestApp({ devRoutes: true })
}, 60_000)
afterAll(() => dev.testDb.dispose())

const shop = { id: 'my-shop', name: 'My shop', allowedOrigins: ['https://shop.example'] }

describe('POST /dev/projects', () => {
  test('default: saves a project that the frame can use at once', async () => {
    const res = await dev.post('/dev/projects', shop)
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ ...shop, useDefaultOrigins: true })
    const project = await (await dev.get('/v1/project?projectId=my-shop')).json()
    expect(project.effectiveOrigins).toContain('https://shop.example')
  })

  test('error: an invalid origin pattern is refused with the reason', async () => {
    const res = await dev.post('/dev/projects', { ...shop, allowedOrigins: ['https://*.com'] })
    expect(res.status).toBe(400)
    expect((await res.json()).error.name).toBe('ValidationError')
  })

  test('error: a request from a browser page (with Origin) is refused', async () => {
    const res = await dev.request('/dev/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(shop),
    })
    expect(res.status).toBe(403)
    expect((await dev.get('/v1/project?projectId=my-shop')).status).toBe(200)
  })

  test('error: without devRoutes the route does not exist', async () => {
    const prod = createApp({ db: dev.testDb.db })
    const res = await prod.request('/dev/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shop),
    })
    expect(res.status).toBe(404)
  })
})
