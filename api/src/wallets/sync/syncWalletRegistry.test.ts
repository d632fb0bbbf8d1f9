import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { WalletListItem } from '../../db/wallets/wallets.ts'
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts'
import {
  type ExplorerDoubleListing,
  startExplorerDouble,
} from '../../testing/doubles/startExplorerDouble.ts'
import { RegistrySourceError } from './registryErrors.ts'
import { syncWalletRegistry } from './syncWalletRegistry.ts'

const hexId = (n: number) => n.toString(16).padStart(64, 'a')
const png = (seed: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, seed])

/** 130 listings in the Explorer's shape: two pages of 100. */
function explorerListings(): ExplorerDoubleListing[] {
  return Array.from({ length: 130 }, (_, n) => ({
    id: hexId(n),
    name: `Harbor ${n}`,
    slug: `harbor-${n}`,
    homepage: `https://harbor${n}.test/`,
    chains: ['eip155:1', 'eip155:8453', 'cosmos:cosmoshub-4'],
    image_id: `img-${n}-v1`,
    app: { browser: '', ios: `https://apps.apple.test/app/harbor${n}`, android: null, chrome: '' },
    injected: n === 0 ? [{ namespace: 'eip155', injected_id: 'isHarbor' }] : null,
    rdns: n < 3 ? `test.harbor${n}` : null,
    mobile: { native: `harbor${n}://`, universal: `https://link.harbor${n}.test` },
    desktop: { native: '', universal: '' },
    metadata: { shortName: `H${n}`, colors: { primary: '#000', secondary: null } },
  }))
}

type Page = { count: number; data: WalletListItem[] }

let t: TestApp
let explorer: Awaited<ReturnType<typeof startExplorerDouble>>
const source = () => ({ url: `${explorer.url}/v3/wallets?projectId=p1` })
const page = async (query: string): Promise<Page> =>
  (await t.get(`/v1/wallets?projectId=test&${query}`)).json()

beforeAll(async () => {
  t = await createTestApp({ adminToken: 'admin-token-of-at-least-32-characters' })
  const listings = explorerListings()
  const images = Object.fromEntries(
    listings.map((listing, n) => [
      listing.image_id as string,
      { contentType: 'image/png', body: png(n) },
    ]),
  )
  explorer = await startExplorerDouble({ listings, images })
})
afterAll(async () => {
  await explorer.close()
  await t.testDb.dispose()
})

describe('syncWalletRegistry', () => {
  test('default: imports every page in the Explorer’s order, with links, stores and images', async () => {
    const result = await syncWalletRegistry(t.testDb.db, source())
    expect(result).toEqual({ wallets: 130, images: 130, imageFailures: 0, skipped: [] })
    expect(explorer.state.requests.filter((r) => r.startsWith('/v3/wallets'))).toEqual([
      '/v3/wallets?projectId=p1&entries=100&page=1',
      '/v3/wallets?projectId=p1&entries=100&page=2',
    ])
    const first = await page('entries=2')
    expect(first.count).toBe(130)
    expect(first.data[0]).toEqual({
      id: hexId(0),
      name: 'Harbor 0',
      rdns: 'test.harbor0',
      homepage: 'https://harbor0.test/',
      mobileLink: 'harbor0://',
      universalLink: 'https://link.harbor0.test',
      desktopLink: null,
      webappLink: null,
      appStore: 'https://apps.apple.test/app/harbor0',
      playStore: null,
      chains: ['eip155:1', 'eip155:8453'],
      badges: [],
      imageUrl: `/v1/wallets/${hexId(0)}/image`,
      imageId: 'img-0-v1',
    })
    const image = await t.get(`/v1/wallets/${hexId(7)}/image?projectId=test`)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png(7))
    const [stored] = await t.testDb.db.query<{ app_store: string; injected_ids: string[] }>(
      'SELECT app_store, injected_ids FROM wallets WHERE id = $1',
      [hexId(0)],
    )
    expect(stored).toEqual({
      app_store: 'https://apps.apple.test/app/harbor0',
      injected_ids: ['isHarbor'],
    })
  })

  test('behavior: a second sync updates and reorders, fetches only changed images, keeps the rest', async () => {
    await syncWalletRegistry(t.testDb.db, source())
    const [moved, renamed, reimaged] = [
      explorer.state.listings[120]!,
      explorer.state.listings[1]!,
      explorer.state.listings[2]!,
    ]
    renamed.name = 'Harbor One'
    reimaged.image_id = 'img-2-v2'
    explorer.state.images['img-2-v2'] = {
      contentType: 'image/svg+xml',
      body: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    }
    explorer.state.listings = [
      moved,
      ...explorer.state.listings.filter((l) => l !== moved && l.id !== hexId(129)),
    ]
    explorer.state.requests = []
    const result = await syncWalletRegistry(t.testDb.db, source())
    expect(result).toMatchObject({ wallets: 129, images: 1 })
    expect(explorer.state.requests.filter((r) => r.startsWith('/v3/logo'))).toEqual([
      '/v3/logo/md/img-2-v2?projectId=p1',
    ])
    const top = (await page('entries=3')).data
    expect(top.map((w) => w.name)).toEqual(['Harbor 120', 'Harbor 0', 'Harbor One'])
    const image = await t.get(`/v1/wallets/${hexId(2)}/image?projectId=test`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    // SPEC §3 imageId: the Explorer's id of the image now stored.
    expect((await page(`include=${hexId(2)}`)).data[0]?.imageId).toBe('img-2-v2')
    // Not in the Explorer any more, still in the registry (a sync never deletes).
    expect((await page(`include=${hexId(129)}`)).data.map((w) => w.name)).toEqual(['Harbor 129'])
  })

  test('behavior: featured and excluded by id or rdns; search over name and rdns', async () => {
    const featured = await page(`featured=test.harbor2,${hexId(50)}&entries=3`)
    expect(featured.data.map((w) => w.id)).toEqual([hexId(2), hexId(50), hexId(120)])
    const excluded = await page('exclude=test.harbor0&entries=100')
    expect(excluded.data.some((w) => w.id === hexId(0))).toBe(false)
    expect(excluded.count).toBe(129)
    expect((await page('search=test.harbor1')).data.map((w) => w.name)).toEqual(['Harbor One'])
  })

  test('param: a file (one Explorer page) imports the same way; a bad listing is skipped', async () => {
    const listing = {
      ...explorerListings()[5]!,
      id: hexId(900),
      name: 'From a file',
      image_id: null,
    }
    const bad = { id: 'not an id!', name: 'Bad' }
    const result = await syncWalletRegistry(t.testDb.db, {
      document: { listings: { [listing.id]: listing, bad }, count: 2, total: 2 },
    })
    expect(result.wallets).toBe(1)
    expect(result.skipped).toEqual([
      { id: 'bad', reason: expect.stringContaining('invalid wallet id') },
    ])
    expect((await page('search=from a file')).data[0]).toMatchObject({
      imageUrl: null,
      imageId: null,
    })
  })

  test('error: a source that is not the Explorer format, or does not answer, is a RegistrySourceError', async () => {
    await expect(syncWalletRegistry(t.testDb.db, { document: { wallets: [] } })).rejects.toThrow(
      RegistrySourceError,
    )
    await expect(
      syncWalletRegistry(t.testDb.db, { url: `${explorer.url}/v3/wallets` }),
    ).rejects.toThrow(/answered 401/)
    const closed = await startExplorerDouble({ listings: [], images: {} })
    await closed.close()
    await expect(
      syncWalletRegistry(t.testDb.db, { url: `${closed.url}/v3/wallets?projectId=p1` }),
    ).rejects.toThrow(/did not answer/)
  })
})

describe('POST /admin/registry/sync', () => {
  const post = (token: string | undefined, body: unknown) =>
    t.request('/admin/registry/sync', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })

  test('default: with the admin token it syncs from the URL given', async () => {
    const res = await post('admin-token-of-at-least-32-characters', source())
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ wallets: 129, images: 0, skipped: [] })
  })

  test('error: no token or a wrong one is 401; a bad URL is 400; no admin token configured is 404', async () => {
    expect((await post(undefined, source())).status).toBe(401)
    const wrong = await post('admin-token-of-at-least-32-characterz', source())
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).error.name).toBe('AdminTokenError')
    expect(
      (await post('admin-token-of-at-least-32-characters', { url: 'file:///etc/passwd' })).status,
    ).toBe(400)
    const plain = await createTestApp()
    const res = await plain.request('/admin/registry/sync', { method: 'POST', body: '{}' })
    expect(res.status).toBe(404)
    await plain.testDb.dispose()
  })
})
