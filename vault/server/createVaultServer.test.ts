import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createVaultServer, type VaultServer } from './createVaultServer.ts'

let dir: string
let server: VaultServer
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-dist-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<html><head></head><body></body></html>')
  await writeFile(join(dir, 'assets', 'index-abc.js'), 'console.log(1)')
  server = await createVaultServer({
    distDir: dir,
    port: 0,
    host: '127.0.0.1',
    apiUrl: 'http://127.0.0.1:8787',
    frameOrigin: () => 'http://127.0.0.1:5174',
    resolveProject: async (id) =>
      id === 'shop' ? { allowedOrigins: ['https://shop.example'], useDefaultOrigins: false } : null,
  })
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

test('serves the page under /4/ with its config and a CSP that names the api, the frame and the project hosts', async () => {
  const res = await fetch(`${server.url}/4/?projectId=shop`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-security-policy')).toBe(
    "default-src 'none'; script-src 'self'; connect-src http://127.0.0.1:8787; frame-ancestors http://127.0.0.1:5174 https://shop.example; base-uri 'none'; form-action 'none'; object-src 'none'",
  )
  expect(await res.text()).toContain(
    '{"apiUrl":"http://127.0.0.1:8787","frameOrigin":"http://127.0.0.1:5174","smartAccountNetworks":[]}',
  )
  expect((await fetch(`${server.url}/4/assets/index-abc.js`)).status).toBe(200)
})

test('other versions, paths outside assets and traversal are 404', async () => {
  for (const path of [
    '/',
    '/3/?projectId=shop',
    '/4/?projectId=nope',
    '/4/',
    '/4/assets/..%2F..%2Fpackage.json',
    '/4/x.js',
  ])
    expect((await fetch(`${server.url}${path}`)).status).toBe(404)
})

test('a page for an unknown project or a host off its allow-list refuses; the claimed origin is in no header', async () => {
  const page = async (query: string) => {
    const res = await fetch(`${server.url}/4/?${query}`)
    return { res, text: await res.text() }
  }
  const unknown = await page('projectId=nope&origin=https%3A%2F%2Fshop.example')
  expect(unknown.res.status).toBe(200)
  expect(unknown.text).toContain('"refusal":"InvalidAppConfigError"')
  expect(unknown.res.headers.get('content-security-policy')).toContain(
    'frame-ancestors http://127.0.0.1:5174 https: http:;',
  )
  const foreign = await page('projectId=shop&origin=https%3A%2F%2Fevil.example')
  expect(foreign.text).toContain('"refusal":"UnverifiedDomainError"')
  expect(foreign.res.headers.get('content-security-policy')).toContain(
    'frame-ancestors http://127.0.0.1:5174 https: http:;',
  )
  for (const value of foreign.res.headers.values()) expect(value).not.toContain('evil.example')
  const allowed = await page('projectId=shop&origin=https%3A%2F%2Fshop.example')
  expect(allowed.text).not.toContain('refusal')
  // Not an origin (a path, another scheme): ignored, so an unknown project is still 404.
  expect((await page('projectId=nope&origin=javascript%3Aalert(1)')).res.status).toBe(404)
  expect((await page('projectId=nope&origin=https%3A%2F%2Fx.example%2Fpath')).res.status).toBe(404)
})
