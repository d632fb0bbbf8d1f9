import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFrameServer, type FrameServer } from './createFrameServer.ts'

let dist = ''
let server: FrameServer

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'frame-dist-'))
  await mkdir(join(dist, 'assets'))
  await mkdir(join(dist, '.vite'))
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  )
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(join(dist, '.vite', 'manifest.json'), '{}')
  server = await createFrameServer({
    distDir: dist,
    port: 0,
    host: '127.0.0.1',
    apiUrl: 'http://127.0.0.1:9',
    relayUrl: 'ws://127.0.0.1:9',
    pairingExpiryMs: 60_000,
    resolveProject: async (id) =>
      id === 'demo'
        ? { allowedOrigins: ['https://shop.example.com'], useDefaultOrigins: false }
        : null,
  })
})
afterAll(async () => {
  await server.close()
  await rm(dist, { recursive: true, force: true })
})

describe('createFrameServer', () => {
  test('default: index.html carries the config and frame-ancestors, never cached', async () => {
    const res = await fetch(`${server.url}/?projectId=demo`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining([
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        'frame-ancestors https://shop.example.com',
      ]),
    )
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:9 ws:\/\/127\.0\.0\.1:9 /)
    const html = await res.text()
    const json = /<script type="application\/json" id="porthole-frame-config">(.*?)<\/script>/.exec(
      html,
    )?.[1]
    expect(JSON.parse(json ?? 'null')).toEqual({
      projectId: 'demo',
      allowedOrigins: ['https://shop.example.com'],
      useDefaultOrigins: false,
      apiUrl: 'http://127.0.0.1:9',
      relayUrl: 'ws://127.0.0.1:9',
      pairingExpiryMs: 60_000,
    })
  })

  test('behavior: hashed assets are immutable with their content type', async () => {
    const res = await fetch(`${server.url}/assets/index-abc123.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  test('error: an unknown project gets a 404 page that says so', async () => {
    const res = await fetch(`${server.url}/?projectId=nope`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('No Porthole project has the id “nope”')
  })

  test('error: a missing project id gets 400', async () => {
    expect((await fetch(`${server.url}/`)).status).toBe(400)
  })

  test('error: dot folders and paths outside dist are not served', async () => {
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404)
    expect((await fetch(`${server.url}/assets/..%2f..%2fetc%2fpasswd`)).status).toBe(404)
  })
})
