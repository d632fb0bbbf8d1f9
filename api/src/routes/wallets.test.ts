import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { WalletListItem } from '../db/wallets/wallets.ts'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'
import { generateWalletRegistry } from '../wallets/generateWalletRegistry.ts'
import { importWalletRegistry } from '../wallets/importWalletRegistry.ts'

const registry = generateWalletRegistry()
const ids = registry.wallets.map((wallet) => wallet.id)
type Page = { count: number; data: WalletListItem[] }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await importWalletRegistry(t.testDb.db, registry)
})
afterAll(() => t.testDb.dispose())

const page = async (query: string): Promise<Page> => {
  const res = await t.get(`/v1/wallets?projectId=test&${query}`)
  expect(res.status).toBe(200)
  return res.json()
}

describe('GET /v1/wallets', () => {
  test('default: pages of 40 in registry order, with the total count', async () => {
    const first = await page('')
    expect(first.count).toBe(600)
    expect(first.data).toHaveLength(40)
    expect(first.data.map((wallet) => wallet.id)).toEqual(ids.slice(0, 40))
    expect(first.data[0]!.imageUrl).toBe(`/v1/wallets/${ids[0]}/image`)
  })

  test('param: page and entries walk the list without overlap', async () => {
    const second = await page('page=2&entries=40')
    expect(second.data.map((wallet) => wallet.id)).toEqual(ids.slice(40, 80))
    const last = await page('page=15&entries=40')
    expect(last.data).toHaveLength(40)
    expect((await page('page=16')).data).toEqual([])
  })

  test('param: search matches names case-insensitively, prefix matches first, at most 100', async () => {
    const vaults = await page('search=VAULT&entries=100')
    expect(vaults.count).toBe(60)
    expect(vaults.data.every((wallet) => /vault/i.test(wallet.name))).toBe(true)
    const broad = await page('search=a&entries=100')
    expect(broad.count).toBe(100)
    expect(broad.data).toHaveLength(100)
    expect((await page('search=a&page=2&entries=100')).data).toEqual([])
    const prefixed = await page('search=ar&entries=100')
    const firstNonPrefix = prefixed.data.findIndex((w) => !w.name.toLowerCase().startsWith('ar'))
    expect(
      prefixed.data.slice(firstNonPrefix).some((w) => w.name.toLowerCase().startsWith('ar')),
    ).toBe(false)
  })

  test('param: search treats % and _ literally', async () => {
    expect((await page('search=%25')).count).toBe(0)
  })

  test('param: include and exclude ids', async () => {
    const included = await page(`include=${ids[5]},${ids[9]}`)
    expect(included.data.map((wallet) => wallet.id)).toEqual([ids[5], ids[9]])
    const excluded = await page(`exclude=${ids[0]},${ids[1]}`)
    expect(excluded.count).toBe(598)
    expect(excluded.data[0]!.id).toBe(ids[2])
  })

  test('param: chains keeps wallets supporting any listed network', async () => {
    const solana = await page('chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=100')
    const expected = registry.wallets.filter((w) =>
      w.chains?.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    )
    expect(solana.count).toBe(expected.length)
    expect(
      solana.data.every((w) => w.chains.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')),
    ).toBe(true)
  })

  test('behavior: featured ids come first, in the order given', async () => {
    const featured = [ids[300], ids[7], ids[450]]
    const result = await page(`featured=${featured.join(',')}`)
    expect(result.data.slice(0, 3).map((wallet) => wallet.id)).toEqual(featured)
    expect(result.data[3]!.id).toBe(ids[0])
    expect(result.count).toBe(600)
  })

  test('error: bad paging and ids are 400 with the field named', async () => {
    for (const [query, field] of [
      ['entries=500', 'entries'],
      ['page=abc', 'page'],
      ['include=a%20b', 'include'],
      ['chains=eth', 'chains'],
    ] as const) {
      const res = await t.get(`/v1/wallets?projectId=test&${query}`)
      expect(res.status, query).toBe(400)
      expect((await res.json()).error.message).toContain(field)
    }
  })
})

describe('GET /v1/wallets/:id/image', () => {
  test('default: the image with long-lived cache headers and an ETag', async () => {
    const res = await t.get(`/v1/wallets/${ids[0]}/image?projectId=test`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable')
    expect(res.headers.get('etag')).toMatch(/^".+"$/)
    expect(await res.text()).toMatch(/^<svg /)
  })

  test('behavior: a matching If-None-Match gets 304 with no body', async () => {
    const first = await t.get(`/v1/wallets/${ids[1]}/image?projectId=test`)
    const etag = first.headers.get('etag')!
    const res = await t.request(`/v1/wallets/${ids[1]}/image?projectId=test`, {
      headers: { 'if-none-match': etag },
    })
    expect(res.status).toBe(304)
    expect(await res.text()).toBe('')
  })

  test('error: an unknown wallet is 404', async () => {
    expect((await t.get('/v1/wallets/nope/image?projectId=test')).status).toBe(404)
  })
})
