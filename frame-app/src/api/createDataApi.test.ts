import { describe, expect, test, vi } from 'vitest'
import { createApiClient } from './createApiClient.ts'
import { createDataApi } from './createDataApi.ts'

function setup(body: unknown) {
  const urls: URL[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input)))
    return new Response(JSON.stringify(body), { status: 200 })
  })
  const api = createDataApi(
    createApiClient({ baseUrl: 'http://api.test', projectId: 'p1', sdkVersion: () => '1', fetch }),
  )
  return { api, urls }
}

describe('createDataApi', () => {
  test('default: getWallets sends paging, filters and chains and validates the page', async () => {
    const { api, urls } = setup({ count: 1, data: [{ id: 'w1', name: 'One', chains: [] }] })
    const page = await api.getWallets({
      page: 2,
      entries: 40,
      search: '  meta ',
      include: ['w1'],
      exclude: ['io.metamask', 'w2', 'Trust Wallet'],
      featured: ['w3', 'w1'],
      chains: ['eip155:1'],
    })
    expect(page.data[0]?.name).toBe('One')
    const params = urls[0]?.searchParams
    expect(params?.get('page')).toBe('2')
    expect(params?.get('search')).toBe('meta')
    // Ids and rdns go to the api; names (with spaces) are hidden by the frame itself.
    expect(params?.get('exclude')).toBe('io.metamask,w2')
    expect(params?.get('featured')).toBe('w3,w1')
    expect(params?.get('chains')).toBe('eip155:1')
  })

  test('param: walletImageUrl adds the call params to api paths only', () => {
    const { api } = setup({})
    expect(api.walletImageUrl('/v1/wallets/w1/image')).toMatch(
      /^http:\/\/api\.test\/v1\/wallets\/w1\/image\?projectId=p1&/,
    )
    expect(api.walletImageUrl('https://cdn.example/w.png')).toBe('https://cdn.example/w.png')
  })

  test('behavior: getHistory shows NFT previews through the api and leaves fungible transfers and external URLs as they came', async () => {
    const transfer = (preview: string) => ({
      nft_info: {
        name: 'Demo #1',
        content: { preview: { url: preview } },
        collection_info: { name: 'Demo' },
      },
      direction: 'in',
      quantity: { numeric: '1' },
    })
    const { api, urls } = setup({
      data: [
        {
          id: 't1',
          metadata: {
            operationType: 'receive',
            hash: '0x1',
            minedAt: '2026-01-01T00:00:00Z',
            sentFrom: '0xa',
            sentTo: '0xb',
            status: 'confirmed',
            nonce: 1,
            chain: 'eip155:1',
          },
          transfers: [
            transfer('/v1/nfts/eip155:1/0xc/1/image'),
            transfer('https://cdn.example/1.png'),
            {
              fungible_info: { name: 'Demo USD', symbol: 'DUSD', icon: { url: '/icon.png' } },
              direction: 'out',
              quantity: { numeric: '2' },
            },
          ],
        },
      ],
      next: 'c2',
    })
    const page = await api.getHistory('0xb', 'eip155:1', 'c1')
    expect(urls[0]?.searchParams.get('cursor')).toBe('c1')
    const [viaApi, external, fungible] = page.data[0]?.transfers ?? []
    expect(viaApi?.nft_info?.content.preview.url).toMatch(
      /^http:\/\/api\.test\/v1\/nfts\/eip155:1\/0xc\/1\/image\?projectId=p1&/,
    )
    expect(external?.nft_info?.content.preview.url).toBe('https://cdn.example/1.png')
    expect(fungible?.fungible_info?.icon.url).toBe('/icon.png')
    expect(page.next).toBe('c2')
  })
})
