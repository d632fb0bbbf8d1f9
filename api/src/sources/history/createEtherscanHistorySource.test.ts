import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../app.ts'
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts'
import { startEtherscanDouble } from '../../testing/doubles/startEtherscanDouble.ts'

const A = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const B = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const TOKEN = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const NFT = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'
const ZERO = '0x0000000000000000000000000000000000000000'
const hash = (n: number) => `0x${String(n).padStart(64, '0')}`
const tx = (n: number, from: string, to: string, value: string, isError = '0') => ({
  blockNumber: String(100 + n),
  timeStamp: String(1_700_000_000 + n * 12),
  hash: hash(n),
  nonce: String(n),
  transactionIndex: '0',
  from,
  to,
  value,
  isError,
  contractAddress: '',
})

const data = {
  txlist: [
    tx(1, A, B, '1500000000000000000'),
    tx(2, A, TOKEN, '0'),
    tx(4, A, B, '1000000000000000000', '1'),
  ],
  tokentx: [
    {
      ...tx(2, A, B, '2500000'),
      contractAddress: TOKEN,
      tokenName: 'USD Coin',
      tokenSymbol: 'USDC',
      tokenDecimal: '6',
    },
  ],
  tokennfttx: [
    {
      ...tx(3, ZERO, A, '0'),
      contractAddress: NFT,
      tokenID: '7',
      tokenName: 'Apes',
      tokenSymbol: 'APE',
    },
  ],
}

let t: TestApp
let explorer: Awaited<ReturnType<typeof startEtherscanDouble>>
const chain = (apiKey: string) => ({
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'http://127.0.0.1:9',
  history: { kind: 'etherscan' as const, url: explorer.url, apiKey },
})
beforeAll(async () => {
  explorer = await startEtherscanDouble(data, { apiKey: 'key-1' })
  t = await createTestApp({ chains: [chain('key-1')], historyPageSize: 2 })
}, 60_000)
afterAll(async () => {
  await t.testDb.dispose()
  await explorer.close()
})

const history = async (query = '') => {
  const res = await t.get(`/v1/account/${A}/history?projectId=test&chainId=eip155:1${query}`)
  return { status: res.status, body: await res.json() }
}

describe('history from an Etherscan-compatible API', () => {
  test('default: txlist, tokentx and tokennfttx merged by transaction, newest first', async () => {
    const first = await history()
    expect(first.status).toBe(200)
    expect(first.body.next).toBe('2')
    const second = await history(`&cursor=${first.body.next}`)
    expect(second.body.next).toBeNull()
    const items = [...first.body.data, ...second.body.data]
    expect(items.map((item: { id: string }) => item.id)).toEqual([
      hash(4),
      hash(3),
      hash(2),
      hash(1),
    ])
    const [failed, mint, token, native] = items
    expect(failed.metadata).toMatchObject({ status: 'failed', operationType: 'execute' })
    expect(failed.transfers).toEqual([])
    expect(mint).toMatchObject({
      metadata: { operationType: 'mint', hash: hash(3), chain: 'eip155:1' },
      transfers: [
        { direction: 'in', nft_info: { name: 'Apes #7', collection_info: { name: 'Apes' } } },
      ],
    })
    expect(token).toMatchObject({
      metadata: { operationType: 'send', sentTo: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      transfers: [
        { direction: 'out', quantity: { numeric: '2.5' }, fungible_info: { symbol: 'USDC' } },
      ],
    })
    expect(native).toMatchObject({
      metadata: {
        operationType: 'send',
        status: 'confirmed',
        minedAt: new Date((1_700_000_000 + 12) * 1000).toISOString(),
        sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      },
      transfers: [
        { direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'ETH' } },
      ],
    })
    const request = explorer.state.requests[0]!
    expect(Object.fromEntries(request)).toMatchObject({
      module: 'account',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      page: '1',
      offset: '2',
      sort: 'desc',
      apikey: 'key-1',
    })
  })

  test('error: a refused key or a broken explorer is a 502 ExplorerError, not a hang', async () => {
    const other = createApp({ db: t.testDb.db, chains: [chain('wrong')] })
    const res = await other.request(`/v1/account/${A}/history?projectId=test&chainId=eip155:1`)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({
      error: {
        name: 'ExplorerError',
        message: 'The explorer API refused txlist: NOTOK: Invalid API Key',
      },
    })
    explorer.state.broken = true
    try {
      const res = await history()
      expect(res.status).toBe(502)
      expect(res.body.error.name).toBe('ExplorerError')
    } finally {
      explorer.state.broken = false
    }
  })
})
