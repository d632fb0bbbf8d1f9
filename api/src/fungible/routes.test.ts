import { deployErc20 } from '@porthole/e2e/devChain'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'
import { EVM_NATIVE_PLACEHOLDER, SOLANA_NATIVE_PLACEHOLDER } from './schemas.ts'

/** A cluster whose SOL and one SPL mint the config prices as the dev chain's ETH and DUSD. */
const CLUSTER = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const UNPRICED_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'

let t: ChainTestApp
beforeAll(async () => {
  t = await startChainTestApp({}, 31337, (chain) => [
    {
      caipNetworkId: CLUSTER,
      name: 'Solana Test',
      nativeCurrency: {
        name: 'Solana',
        symbol: 'SOL',
        decimals: 9,
        pricedAs: { caipNetworkId: 'eip155:31337' },
      },
      // Prices come from the config and the EVM chain: the cluster itself is never read.
      rpcUrl: 'http://127.0.0.1:9',
      tokens: [
        {
          mint: MINT,
          name: 'Demo USD',
          symbol: 'DUSD',
          pricedAs: { caipNetworkId: 'eip155:31337', address: chain.tokens.DUSD.address },
        },
      ],
    },
  ])
}, 60_000)
afterAll(() => t?.stop())

const price = (body: unknown) => t.post('/v1/fungible/price?projectId=test', body)

describe('POST /v1/fungible/price', () => {
  test('default: prices come from the dev chain pools (DUSD = 1 USD)', async () => {
    const { PDT, DUSD } = t.chain.tokens
    const res = await price({
      currency: 'usd',
      addresses: [
        `${t.caip}:${PDT.address}`,
        `${t.caip}:${DUSD.address}`,
        `${t.caip}:${EVM_NATIVE_PLACEHOLDER}`,
      ],
    })
    expect(res.status).toBe(200)
    expect((await res.json()).fungibles).toEqual([
      {
        address: `${t.caip}:${PDT.address}`,
        name: 'Porthole Demo Token',
        symbol: 'PDT',
        iconUrl: '',
        price: 0.5,
      },
      {
        address: `${t.caip}:${DUSD.address}`,
        name: 'Demo USD',
        symbol: 'DUSD',
        iconUrl: '',
        price: 1,
      },
      {
        address: `${t.caip}:${EVM_NATIVE_PLACEHOLDER}`,
        name: 'Ether',
        symbol: 'ETH',
        iconUrl: '',
        price: 3000,
      },
    ])
  })

  test('param: on a Solana cluster SOL is named by the solana placeholder, an SPL token by its mint; each priced as the config prices it', async () => {
    const res = await price({
      addresses: [
        `${CLUSTER}:${MINT}`,
        `${CLUSTER}:${SOLANA_NATIVE_PLACEHOLDER}`,
        `${CLUSTER}:${UNPRICED_MINT}`,
        `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_NATIVE_PLACEHOLDER}`,
      ],
    })
    expect(res.status).toBe(200)
    expect((await res.json()).fungibles).toEqual([
      { address: `${CLUSTER}:${MINT}`, name: 'Demo USD', symbol: 'DUSD', iconUrl: '', price: 1 },
      {
        address: `${CLUSTER}:${SOLANA_NATIVE_PLACEHOLDER}`,
        name: 'Solana',
        symbol: 'SOL',
        iconUrl: '',
        price: 3000,
      },
    ])
  })

  test('behavior: a token without a pool, a non-token and an unsupported chain get no price', async () => {
    const lone = await deployErc20(t.chain, {
      symbol: 'LONE',
      decimals: 18,
      holders: [t.chain.accounts[0]!.address],
    })
    const res = await price({
      addresses: [
        `${t.caip}:${lone}`,
        `${t.caip}:${t.chain.nft.address}`,
        `eip155:1:${t.chain.tokens.PDT.address}`,
      ],
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ fungibles: [] })
  })

  test('error: bad input is a 400 with a message', async () => {
    const cases: [unknown, RegExp][] = [
      [{ addresses: [] }, /addresses/],
      [
        { addresses: ['0x5FbDB2315678afecb367f032d93F642f64180aa3'] },
        /not an eip155 or solana CAIP-10 address/,
      ],
      [{ addresses: [`${CLUSTER}:0OIl`] }, /not an eip155 or solana CAIP-10 address/],
      [
        { currency: 'eur', addresses: [`${t.caip}:${EVM_NATIVE_PLACEHOLDER}`] },
        /currency must be usd/,
      ],
      ['not json', /JSON/i],
    ]
    for (const [body, message] of cases) {
      const res = await price(body)
      expect(res.status).toBe(400)
      expect((await res.json()).error.message).toMatch(message)
    }
  })
})
