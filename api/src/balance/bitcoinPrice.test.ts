import { type BitcoinRegtest, startBitcoinRegtest } from '@porthole/e2e/bitcoinRegtest'
import { dataChainFor } from '@porthole/e2e/devChain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../app.ts'
import type { PricedAs } from '../sources/prices/pricedAsUsd.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'

/**
 * BTC's USD value in the balance route: the price of the coin a Bitcoin network is priced as
 * (`pricedAs`) on an EVM data chain, read by that chain's price source (its Uniswap V2 pools).
 * In production that is WBTC on Ethereum (docs/deploy.md); here the dev chain's demo WBTC, whose
 * pool against DUSD fixes 1 WBTC = 60 000 DUSD.
 */
let regtest: BitcoinRegtest
let t: ChainTestApp
beforeAll(async () => {
  regtest = await startBitcoinRegtest({ fundedAccounts: 1 })
  t = await startChainTestApp()
}, 60_000)
afterAll(async () => {
  await t?.stop()
  await regtest?.close()
})

/** The first regtest account's balance list from an api whose regtest is priced as `pricedAs`. */
async function btcBalance(pricedAs?: PricedAs) {
  const app = createApp({
    db: t.testDb.db,
    clock: t.clock,
    chains: [dataChainFor(t.chain)],
    bitcoinChains: [
      {
        caipNetworkId: regtest.caipNetworkId,
        esploraUrl: regtest.esploraUrl,
        ...(pricedAs ? { pricedAs } : {}),
      },
    ],
  })
  const { address } = regtest.accounts[0]!
  const res = await app.request(
    `/v1/account/${address}/balance?projectId=test&chainId=${regtest.caipNetworkId}`,
  )
  return ((await res.json()) as { balances: Record<string, unknown>[] }).balances
}

describe('BTC balance in USD', () => {
  test('default: a network priced as a coin an EVM data chain prices carries its USD price and value', async () => {
    expect(
      await btcBalance({ caipNetworkId: t.caip, address: t.chain.wrappedBitcoin.address }),
    ).toEqual([
      expect.objectContaining({
        symbol: 'BTC',
        quantity: { decimals: '8', numeric: '10' },
        price: expect.closeTo(60_000, -1),
        value: expect.closeTo(600_000, -2),
      }),
    ])
  })

  test('behavior: without `pricedAs`, or priced on a chain the api does not serve, BTC has no USD value and a price of 0', async () => {
    for (const pricedAs of [undefined, { caipNetworkId: 'eip155:999' }]) {
      const [btc] = await btcBalance(pricedAs)
      expect(btc).not.toHaveProperty('value')
      expect(btc?.price).toBe(0)
    }
  })
})
