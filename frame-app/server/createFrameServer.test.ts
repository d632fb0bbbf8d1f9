import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFrameServer, type FrameServer } from './createFrameServer.ts'

let dist = ''
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log('line ${i}')`).join(';')
let loaderDir = ''
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
  await writeFile(join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT)
  await writeFile(join(dist, 'assets', 'inter-abc123.woff2'), BIG_SCRIPT)
  await writeFile(join(dist, '.vite', 'manifest.json'), '{}')
  loaderDir = await mkdtemp(join(tmpdir(), 'loader-dist-'))
  await writeFile(join(loaderDir, 'porthole.iife.js'), 'var Porthole=1')
  await writeFile(join(loaderDir, 'porthole.js'), 'export const a=1')
  await writeFile(join(loaderDir, 'porthole.d.ts'), 'export declare const a: 1')
  await writeFile(join(loaderDir, 'porthole-bridge.js'), 'var stage=2')
  server = await createFrameServer({
    distDir: dist,
    port: 0,
    host: '127.0.0.1',
    apiUrl: 'http://127.0.0.1:9',
    relayUrl: 'ws://127.0.0.1:9',
    pairingExpiryMs: 60_000,
    receiptTimeoutMs: 5_000,
    loader: { dir: loaderDir, version: '1.2.3' },
    resolveProject: async (id) =>
      id === 'demo'
        ? { allowedOrigins: ['https://shop.example.com'], useDefaultOrigins: false }
        : null,
  })
})
afterAll(async () => {
  await server.close()
  await rm(dist, { recursive: true, force: true })
  await rm(loaderDir, { recursive: true, force: true })
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
      receiptTimeoutMs: 5_000,
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

  test('error: refusal pages may be framed by no one and echo no caller-supplied origin into a header (SECURITY #1)', async () => {
    const evil = 'https://evil.example'
    for (const path of [
      '/?projectId=nope',
      '/',
      `/?projectId=nope&origin=${encodeURIComponent(evil)}`,
    ]) {
      const res = await fetch(`${server.url}${path}`, {
        headers: { origin: evil, referer: `${evil}/x` },
      })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      for (const value of res.headers.values()) expect(value).not.toContain('evil.example')
    }
  })

  test('error: a missing project id gets 400', async () => {
    expect((await fetch(`${server.url}/`)).status).toBe(400)
  })

  test('behavior: HEAD answers with the headers of GET, and a bare HEAD of the page (the Coinbase SDK COOP probe) with the page headers', async () => {
    const get = await fetch(`${server.url}/?projectId=demo`)
    const head = await fetch(`${server.url}/?projectId=demo`, { method: 'HEAD' })
    // The message's headers, not the connection's.
    const transport = new Set(['date', 'connection', 'keep-alive'])
    const shared = (res: Response) =>
      Object.fromEntries([...res.headers].filter(([name]) => !transport.has(name)))
    expect(head.status).toBe(200)
    expect(shared(head)).toEqual(shared(get))
    expect(await head.text()).toBe('')

    const bare = await fetch(`${server.url}/`, { method: 'HEAD' })
    expect(bare.status).toBe(200)
    expect(bare.headers.get('content-type')).toBe(get.headers.get('content-type'))
    expect(bare.headers.get('cache-control')).toBe(get.headers.get('cache-control'))
    expect(bare.headers.get('referrer-policy')).toBe(get.headers.get('referrer-policy'))
    expect(bare.headers.get('cross-origin-opener-policy')).toBeNull()
  })

  test('error: dot folders and paths outside dist are not served', async () => {
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404)
    expect((await fetch(`${server.url}/assets/..%2f..%2fetc%2fpasswd`)).status).toBe(404)
  })

  test('default: the loader builds are served to any page, short-cached, and immutable by version', async () => {
    const res = await fetch(`${server.url}/porthole.iife.js`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('var Porthole=1')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    const esm = await fetch(`${server.url}/1.2.3/porthole.js`)
    expect(await esm.text()).toBe('export const a=1')
    expect(esm.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(esm.headers.get('x-typescript-types')).toBe('porthole.d.ts')
    const types = await fetch(`${server.url}/porthole.d.ts`)
    expect(types.headers.get('content-type')).toBe('application/typescript; charset=utf-8')
    expect(await types.text()).toBe('export declare const a: 1')
  })

  test("default: the loader's second stage under the release's path, immutable and for any page", async () => {
    const res = await fetch(`${server.url}/loader/1.2.3/porthole-bridge.js`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('var stage=2')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect((await fetch(`${server.url}/loader/1.2.4/porthole-bridge.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/loader/1.2.3/x/porthole-bridge.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/loader/porthole-bridge.js`)).status).toBe(404)
  })

  test('error: other versions and files next to the loader are not served', async () => {
    expect((await fetch(`${server.url}/1.2.4/porthole.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/1.2.3/index.html`)).status).toBe(404)
    expect((await fetch(`${server.url}/1.2.3/porthole.iife.d.ts`)).status).toBe(404)
  })

  test.each([
    ['https://shop.example.com', 'demo', { ok: true }],
    [
      'http://localhost:3000',
      'demo',
      {
        ok: false,
        error: {
          code: 5108,
          message:
            "The origin http://localhost:3000 is not allowed to embed project “demo”: add it to the project's allowed origins.",
        },
      },
    ],
    [
      'https://shop.example.com',
      'nope',
      {
        ok: false,
        error: {
          code: 5107,
          message:
            'No Porthole project has the id “nope”. Check the projectId passed to createModal.',
        },
      },
    ],
  ])(
    'behavior: /status from %s for project %s says whether the page may embed it',
    async (origin, projectId, expected) => {
      const res = await fetch(`${server.url}/status?projectId=${projectId}`, {
        headers: { origin },
      })
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual(expected)
    },
  )

  test('behavior: scripts go out in brotli, else gzip, as the browser accepts; fonts as they are', async () => {
    const get = async (path: string, acceptEncoding: string) => {
      const res = await rawGet(`${server.url}${path}`, { 'accept-encoding': acceptEncoding })
      return { encoding: res.headers['content-encoding'], vary: res.headers.vary, body: res.body }
    }
    const chrome = await get('/assets/big-abc123.js', 'gzip, deflate, br, zstd')
    expect(chrome.encoding).toBe('br')
    expect(chrome.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(chrome.body).toString()).toBe(BIG_SCRIPT)
    expect(chrome.body.length).toBeLessThan(BIG_SCRIPT.length / 4)

    const gzipOnly = await get('/assets/big-abc123.js', 'gzip, br;q=0')
    expect(gzipOnly.encoding).toBe('gzip')
    expect(gunzipSync(gzipOnly.body).toString()).toBe(BIG_SCRIPT)

    const none = await get('/assets/big-abc123.js', 'identity')
    expect(none.encoding).toBeUndefined()
    expect(none.body.toString()).toBe(BIG_SCRIPT)

    const font = await get('/assets/inter-abc123.woff2', 'gzip, br')
    expect(font.encoding).toBeUndefined()
    expect(font.body.toString()).toBe(BIG_SCRIPT)
  })
})

/** A GET whose body is left as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    }).on('error', reject)
  })
}
