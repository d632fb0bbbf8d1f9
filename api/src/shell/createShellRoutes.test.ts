import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'
import { loadShells } from './loadShells.ts'
import { ShellConfigError } from './ShellConfigError.ts'

const FRAME_HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>'
const VAULT_HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="./assets/index-def.js"></script></head><body></body></html>'
const deployments = {
  frame: {
    apiUrl: 'https://api.porthole.test',
    vaultUrl: 'https://vault.porthole-keys.test',
    relayUrl: 'wss://relay.porthole.test',
  },
  vault: {
    apiUrl: 'https://api.porthole.test',
    frameOrigin: 'https://frame.porthole.test',
    smartAccountNetworks: ['eip155:1'],
  },
}

let t: TestApp
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'porthole-shells-'))
  await writeFile(join(dir, 'frame.html'), FRAME_HTML)
  await writeFile(join(dir, 'vault.html'), VAULT_HTML)
  t = await createTestApp({ shells: await loadShells(dir, deployments) })
  await t.saveProject({
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://shop.test'],
    useDefaultOrigins: false,
  })
})
afterAll(async () => {
  await t.testDb.dispose()
  await rm(dir, { recursive: true, force: true })
})

describe('GET /shell/frame', () => {
  test('default: the built page with the project config and the CSP of SECURITY #19, never cached', async () => {
    const res = await t.get('/shell/frame?projectId=shop')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self' https://api.porthole.test wss://relay.porthole.test")
    expect(csp).toContain(
      'frame-src https://verify.walletconnect.org https://verify.walletconnect.com https://vault.porthole-keys.test',
    )
    expect(csp).toMatch(/; frame-ancestors https:\/\/shop\.test$/)
    const html = await res.text()
    expect(html).toContain('src="/assets/index-abc.js"')
    expect(html).toContain(
      '{"projectId":"shop","allowedOrigins":["https://shop.test"],"useDefaultOrigins":false,"apiUrl":"https://api.porthole.test","relayUrl":"wss://relay.porthole.test","vaultUrl":"https://vault.porthole-keys.test"}',
    )
  })

  test('error: an unknown project is a 404 page, a malformed id a 400 page, neither embeddable', async () => {
    const unknown = await t.get('/shell/frame?projectId=nope')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('No Porthole project has the id “nope”')
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const malformed = await t.get('/shell/frame?projectId=a%20b')
    expect(malformed.status).toBe(400)
    expect(malformed.headers.get('cache-control')).toBe('no-store')
  })

  test('behavior: a bare HEAD (the Coinbase SDK COOP probe) gets the page headers', async () => {
    const res = await t.request('/shell/frame', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('referrer-policy')).toBe('strict-origin')
    expect(res.headers.get('content-security-policy')).toBeNull()
  })
})

describe('GET /shell/frame/status', () => {
  test('default: says whether the asking origin may embed the project, readable from any origin', async () => {
    const ask = (projectId: string, origin: string) =>
      t.request(`/shell/frame/status?projectId=${projectId}`, { headers: { origin } })
    const allowed = await ask('shop', 'https://shop.test')
    expect(await allowed.json()).toEqual({ ok: true })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('*')
    expect(allowed.headers.get('cache-control')).toBe('no-store')
    expect((await (await ask('shop', 'https://evil.test')).json()).error.code).toBe(5108)
    expect((await (await ask('nope', 'https://shop.test')).json()).error.code).toBe(5107)
  })
})

describe('GET /shell/vault', () => {
  test('default: the vault page for an allowed host, embeddable by the frame and that host only', async () => {
    const res = await t.get('/shell/vault?projectId=shop&origin=https%3A%2F%2Fshop.test')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; connect-src https://api.porthole.test; frame-ancestors https://frame.porthole.test https://shop.test; base-uri 'none'; form-action 'none'; object-src 'none'",
    )
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await res.text()).toContain(
      '{"apiUrl":"https://api.porthole.test","frameOrigin":"https://frame.porthole.test","smartAccountNetworks":["eip155:1"]}',
    )
  })

  test('error: a host off the allow-list gets a refusal page; no project and no origin, a 404', async () => {
    const foreign = await t.get('/shell/vault?projectId=shop&origin=https%3A%2F%2Fevil.test')
    expect(await foreign.text()).toContain('"refusal":"UnverifiedDomainError"')
    expect((await t.get('/shell/vault?projectId=nope')).status).toBe(404)
  })
})

test('error: a shell folder without the built pages stops the start with the missing path', async () => {
  const empty = await mkdtemp(join(tmpdir(), 'porthole-noshells-'))
  try {
    const loading = loadShells(empty, deployments)
    await expect(loading).rejects.toBeInstanceOf(ShellConfigError)
    await expect(loading).rejects.toThrow(`cannot read ${join(empty, 'frame.html')}`)
  } finally {
    await rm(empty, { recursive: true, force: true })
  }
})
