import { describe, expect, test, vi } from 'vitest'
import { createDataApiOver } from '#test/createDataApiOver.ts'

const SERVES_MAINNET = { http: ['eip155:1'], ws: [] }

/** An api answering `body` everywhere but `/v1/supported-chains` (eip155:1, or `supported`). */
function setup(body: unknown, supported: () => Response = () => Response.json(SERVES_MAINNET)) {
  const urls: URL[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname === '/v1/supported-chains') return supported()
    urls.push(url)
    return new Response(JSON.stringify(body), { status: 200 })
  })
  const api = createDataApiOver(fetch)
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
      /^https:\/\/api\.test\/v1\/wallets\/w1\/image\?projectId=demo&/,
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
      /^https:\/\/api\.test\/v1\/nfts\/eip155:1\/0xc\/1\/image\?projectId=demo&/,
    )
    expect(external?.nft_info?.content.preview.url).toBe('https://cdn.example/1.png')
    expect(fungible?.fungible_info?.icon.url).toBe('/icon.png')
    expect(page.next).toBe('c2')
  })
  test('behavior: network-bound calls on a network the data service does not serve make no request and answer empty', async () => {
    const { api, urls } = setup({ balances: [], data: [], next: null })
    expect(await api.getBalances('0xb', 'eip155:137')).toEqual([])
    expect(await api.getNfts('0xb', 'eip155:137')).toEqual([])
    expect(await api.getHistory('0xb', 'eip155:137')).toEqual({ data: [], next: null })
    expect(urls).toEqual([])
    await api.getBalances('0xb', 'eip155:1')
    expect(urls.map((url) => url.pathname)).toEqual(['/v1/account/0xb/balance'])
  })

  test('behavior: on-ramp purchases are asked for on a network the data service does not serve, and only the buys come back', async () => {
    const item = (id: string, operationType: string) => ({
      id,
      metadata: {
        operationType,
        hash: `0x${id}`,
        minedAt: '2026-01-01T00:00:00Z',
        sentFrom: '0xa',
        sentTo: '0xb',
        status: 'confirmed',
        nonce: 1,
        chain: 'eip155:137',
      },
      transfers: [],
    })
    const { api, urls } = setup({ data: [item('1', 'buy'), item('2', 'send')], next: null })
    const purchases = await api.getOnrampPurchases('0xb', 'eip155:137')
    expect(purchases.map((purchase) => purchase.id)).toEqual(['1'])
    expect(urls.map((url) => url.searchParams.get('onramp'))).toEqual(['coinbase'])
  })

  test('behavior: the supported chains are asked once a session, and again after a failed answer', async () => {
    let answers = 0
    const { api } = setup({ balances: [] }, () => {
      answers++
      return answers === 1 ? new Response('down', { status: 503 }) : Response.json(SERVES_MAINNET)
    })
    await expect(api.servesChain('eip155:1')).rejects.toThrow('HTTP status code: 503')
    expect(await api.servesChain('eip155:1')).toBe(true)
    expect(await api.servesChain('eip155:137')).toBe(false)
    await api.getBalances('0xb', 'eip155:1')
    expect(answers).toBe(2)
  })
})
