import { dataChainFor, devChainClients } from '@porthole/e2e/devChain'
import { erc20Abi, type Hex, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ChainEntry, createChainRegistry } from '../chains/createChainRegistry.ts'
import { DataChainSchema } from '../chains/DataChainSchema.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'
import { indexChain } from '../worker/indexChain.ts'

let t: ChainTestApp
let entry: ChainEntry
beforeAll(async () => {
  t = await startChainTestApp({ historyPageSize: 3 })
  entry = createChainRegistry([DataChainSchema.parse(dataChainFor(t.chain))]).list[0]!
  await indexChain(t.testDb.db, entry)
}, 60_000)
afterAll(() => t?.stop())

const account = (index: number) => t.chain.accounts[index]!
const history = async (address: string, query = '') => {
  const res = await t.get(`/v1/account/${address}/history?projectId=test&chainId=${t.caip}${query}`)
  return { status: res.status, body: await res.json() }
}
const sendDusd = async (from: number, to: number, amount: string) => {
  const { wallet, client } = devChainClients(
    t.chain.rpcUrl,
    t.chain.chainId,
    account(from).privateKey,
  )
  const hash = await wallet.writeContract({
    address: t.chain.tokens.DUSD.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account(to).address, parseUnits(amount, 6)],
  })
  await client.waitForTransactionReceipt({ hash })
  return hash
}
const rpc = (method: string, params: unknown[] = []) =>
  entry.reader.request({ method, params } as never) as Promise<Hex>

describe('GET /v1/account/{account}/history', () => {
  test('default: the mints an account received, newest first, with SPEC §3 fields', async () => {
    const { status, body } = await history(account(1).address)
    expect(status).toBe(200)
    expect(
      body.data.map((item: { metadata: { operationType: string } }) => item.metadata.operationType),
    ).toEqual(['mint', 'mint', 'mint'])
    const [nft, dusd] = body.data
    expect(nft.transfers).toEqual([
      {
        direction: 'in',
        nft_info: {
          name: 'Porthole #3',
          content: {
            preview: {
              url: `/v1/nfts/${encodeURIComponent(t.caip)}/${t.chain.nft.address}/3/image`,
            },
          },
          collection_info: { name: 'Porthole Portholes' },
        },
        quantity: { numeric: '1' },
      },
    ])
    expect(dusd.transfers).toEqual([
      {
        direction: 'in',
        fungible_info: { name: 'Demo USD', symbol: 'DUSD', icon: { url: '' } },
        quantity: { numeric: '1000000' },
      },
    ])
    expect(dusd.id).toBe(dusd.metadata.hash)
    expect(dusd.metadata).toMatchObject({
      status: 'confirmed',
      sentFrom: account(0).address,
      chain: t.caip,
    })
  })

  test('behavior: a DUSD transfer is a send for the sender and a receive for the receiver', async () => {
    const hash = await sendDusd(1, 6, '12.5')
    await indexChain(t.testDb.db, entry)
    const [sent] = (await history(account(1).address)).body.data
    expect(sent).toMatchObject({
      id: hash,
      metadata: { operationType: 'send', hash, sentFrom: account(1).address },
      transfers: [
        { direction: 'out', quantity: { numeric: '12.5' }, fungible_info: { symbol: 'DUSD' } },
      ],
    })
    const [received] = (await history(account(6).address)).body.data
    expect(received).toMatchObject({
      id: hash,
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '12.5' } }],
    })
  })

  test('behavior: native transfers are indexed too', async () => {
    const { wallet, client } = devChainClients(
      t.chain.rpcUrl,
      t.chain.chainId,
      account(1).privateKey,
    )
    const hash = await wallet.sendTransaction({ to: account(6).address, value: parseEther('0.25') })
    await client.waitForTransactionReceipt({ hash })
    await indexChain(t.testDb.db, entry)
    const [item] = (await history(account(6).address)).body.data
    expect(item).toMatchObject({
      id: hash,
      transfers: [
        { direction: 'in', quantity: { numeric: '0.25' }, fungible_info: { symbol: 'ETH' } },
      ],
    })
  })

  test('behavior: cursor paging walks every item once, newest first', async () => {
    const first = await history(account(1).address)
    expect(first.body.data).toHaveLength(3)
    expect(first.body.next).toEqual(expect.any(String))
    const second = await history(account(1).address, `&cursor=${first.body.next}`)
    expect(second.body.next).toBeNull()
    const all = [...first.body.data, ...second.body.data]
    expect(
      all.map((item: { metadata: { operationType: string } }) => item.metadata.operationType),
    ).toEqual(['send', 'send', 'mint', 'mint', 'mint'])
    expect(new Set(all.map((item: { id: string }) => item.id)).size).toBe(5)
  })

  test('behavior: after an anvil revert the reverted transfer disappears; a new block at the same height replaces it', async () => {
    const snapshot = await rpc('evm_snapshot')
    const reverted = await sendDusd(2, 7, '1')
    await indexChain(t.testDb.db, entry)
    expect((await history(account(7).address)).body.data.map((i: { id: string }) => i.id)).toEqual([
      reverted,
    ])
    await rpc('evm_revert', [snapshot])
    const replacement = await sendDusd(3, 7, '2')
    const result = await indexChain(t.testDb.db, entry)
    expect(result).toMatchObject({ status: 'indexed', rewound: 1, blocks: 1 })
    const items = (await history(account(7).address)).body.data
    expect(items.map((i: { id: string }) => i.id)).toEqual([replacement])
    expect(items[0].transfers[0].quantity.numeric).toBe('2')
  })

  test('param: an unsupported network answers an empty page', async () => {
    expect(
      await history(account(1).address, '').then(() => history(account(1).address)),
    ).toBeTruthy()
    const res = await t.get(
      `/v1/account/${account(1).address}/history?projectId=test&chainId=eip155:1`,
    )
    expect(await res.json()).toEqual({ data: [], next: null })
  })

  test('error: a bad cursor, address or chainId is a 400 with a message', async () => {
    const cases: [string, string, RegExp][] = [
      [account(1).address, '&cursor=bm9wZQ', /cursor: not a cursor from this api/],
      ['alice', '', /not an EVM address/],
    ]
    for (const [address, query, message] of cases) {
      const { status, body } = await history(address, query)
      expect(status).toBe(400)
      expect(body.error.message).toMatch(message)
    }
    const res = await t.get(`/v1/account/${account(1).address}/history?projectId=test&chainId=1`)
    expect(res.status).toBe(400)
  })
})
