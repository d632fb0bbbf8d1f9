import { dataChainFor, deployErc20, devChainClients } from '@porthole/e2e/devChain'
import { erc20Abi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../app.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'

let t: ChainTestApp
let alice: `0x${string}`
beforeAll(async () => {
  t = await startChainTestApp()
  alice = t.chain.accounts[0]!.address
}, 60_000)
afterAll(() => t?.stop())

const balances = async (address: string, query = `chainId=${t.caip}`) => {
  const res = await t.get(`/v1/account/${address}/balance?projectId=test&${query}`)
  return { status: res.status, body: await res.json() }
}
// biome-ignore lint/suspicious/noExplicitAny: assertions narrow the items
const bySymbol = (list: { symbol: string }[]): Record<string, any> =>
  Object.fromEntries(list.map((item) => [item.symbol, item]))

describe('GET /v1/account/{address}/balance', () => {
  test('default: native and demo tokens with USD values from the dev pools', async () => {
    const { status, body } = await balances(t.chain.accounts[2]!.address)
    expect(status).toBe(200)
    const { ETH, PDT, DUSD } = bySymbol(body.balances)
    expect(ETH).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: t.caip,
      price: 3000,
      value: 30_000_000,
      quantity: { decimals: '18', numeric: '10000' },
      iconUrl: '',
    })
    expect(PDT).toMatchObject({
      address: `${t.caip}:${t.chain.tokens.PDT.address}`,
      price: 0.5,
      value: 500_000,
      quantity: { decimals: '18', numeric: '1000000' },
    })
    expect(DUSD).toMatchObject({ price: 1, value: 1_000_000, quantity: { decimals: '6' } })
    expect(body.balances).toHaveLength(3)
  })

  test('behavior: answers are cached 30 s; forceUpdate and expiry read the chain again', async () => {
    const holder = t.chain.accounts[3]!
    const receiver = t.chain.accounts[8]!.address
    expect(bySymbol((await balances(receiver)).body.balances).DUSD).toBeUndefined()
    const first = await balances(holder.address)
    expect(bySymbol(first.body.balances).DUSD.quantity.numeric).toBe('1000000')
    const { wallet, client } = devChainClients(t.chain.rpcUrl, t.chain.chainId, holder.privateKey)
    const hash = await wallet.writeContract({
      address: t.chain.tokens.DUSD.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('250', 6)],
    })
    await client.waitForTransactionReceipt({ hash })
    const cached = await balances(holder.address)
    expect(bySymbol(cached.body.balances).DUSD.quantity.numeric).toBe('1000000')
    const forced = await balances(holder.address, `chainId=${t.caip}&forceUpdate=true`)
    expect(bySymbol(forced.body.balances).DUSD.quantity.numeric).toBe('999750')
    expect(bySymbol((await balances(receiver)).body.balances).DUSD).toBeUndefined()
    t.clock.advance(30_001)
    expect(bySymbol((await balances(receiver)).body.balances).DUSD.quantity.numeric).toBe('250')
  })

  test('behavior: a token with zero decimals is dropped as low quality, one without a pool has no value', async () => {
    const holder = t.chain.accounts[4]!.address
    const zero = await deployErc20(t.chain, { symbol: 'ZERO', decimals: 0, holders: [holder] })
    const lone = await deployErc20(t.chain, { symbol: 'LONE', decimals: 8, holders: [holder] })
    const base = dataChainFor(t.chain)
    const app = createApp({
      db: t.testDb.db,
      clock: t.clock,
      chains: [{ ...base, tokens: [...(base.tokens ?? []), { address: zero }, { address: lone }] }],
    })
    const res = await app.request(`/v1/account/${holder}/balance?projectId=test&chainId=${t.caip}`)
    const found = bySymbol(((await res.json()) as { balances: { symbol: string }[] }).balances)
    expect(Object.keys(found).sort()).toEqual(['DUSD', 'ETH', 'LONE', 'PDT'])
    expect(found.LONE).toMatchObject({ price: 0, quantity: { decimals: '8', numeric: '1000' } })
    expect(found.LONE).not.toHaveProperty('value')
  })

  test('param: a network the service does not support answers an empty list', async () => {
    for (const chainId of ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
      expect(await balances(alice, `chainId=${chainId}`)).toEqual({
        status: 200,
        body: { balances: [] },
      })
    }
  })

  test('error: bad input is a 400 with a message', async () => {
    const cases: [string, string, RegExp][] = [
      ['0x1234', `chainId=${t.caip}`, /Invalid path: not an EVM address/],
      [alice, 'chainId=31337', /chainId must be a CAIP-2 id/],
      [alice, '', /Invalid query: chainId/],
      [alice, `chainId=${t.caip}&currency=eur`, /currency must be usd/],
    ]
    for (const [address, query, message] of cases) {
      const { status, body } = await balances(address, query)
      expect(status).toBe(400)
      expect(body.error.name).toBe('ValidationError')
      expect(body.error.message).toMatch(message)
    }
  })

  test('error: without projectId the call is refused', async () => {
    const res = await t.get(`/v1/account/${alice}/balance?chainId=${t.caip}`)
    expect(res.status).toBe(401)
  })
})
