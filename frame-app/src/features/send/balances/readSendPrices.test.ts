import { describe, expect, test } from 'vitest'
import { createDataApiOver } from '#test/createDataApiOver.ts'
import type { SendAccount } from '../SendServices.ts'
import { evmAccount as account, asset as assetOf } from '../test/sendFixtures.ts'
import { readSendPrices } from './readSendPrices.ts'

const NATIVE = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const DUSD = 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const asset = (symbol: string, address?: string) => assetOf(symbol, address ? { address } : {})

/** An api serving `served` whose price route answers `fungibles`; every call is recorded. */
function setup(fungibles: { address: string; price: number }[], served = ['eip155:31337']) {
  const calls: { path: string; body: unknown }[] = []
  const api = createDataApiOver(async (input, init) => {
    const url = new URL(String(input))
    calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null })
    if (url.pathname === '/v1/supported-chains')
      return new Response(JSON.stringify({ http: served, ws: [] }))
    return new Response(JSON.stringify({ fungibles }))
  })
  return { api, calls }
}

describe('readSendPrices', () => {
  test('default: the token sent and the native coin are priced by POST /v1/fungible/price', async () => {
    const { api, calls } = setup([
      { address: DUSD.toLowerCase(), price: 1.01 },
      { address: NATIVE, price: 3100 },
    ])
    expect(await readSendPrices(api, account, asset('DUSD', DUSD))).toEqual({
      token: 1.01,
      native: 3100,
    })
    expect(calls.at(-1)).toEqual({
      path: '/v1/fungible/price',
      body: { currency: 'usd', addresses: [DUSD, NATIVE], projectId: 'demo' },
    })
  })

  test('param: sending the native coin asks its price once', async () => {
    const { api, calls } = setup([{ address: NATIVE, price: 3100 }])
    expect(await readSendPrices(api, account, asset('ETH'))).toEqual({ token: 3100, native: 3100 })
    expect(calls.at(-1)?.body).toMatchObject({ addresses: [NATIVE] })
  })

  test('behavior: an asset the api has no price for is null', async () => {
    const { api } = setup([{ address: NATIVE, price: 3100 }])
    expect(await readSendPrices(api, account, asset('DUSD', DUSD))).toEqual({
      token: null,
      native: 3100,
    })
  })

  test('param: on Solana SOL is asked by the solana placeholder and an SPL token by its mint', async () => {
    const cluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const sol = `${cluster}:So11111111111111111111111111111111111111111`
    const dusd = `${cluster}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`
    const { api, calls } = setup(
      [
        { address: dusd, price: 1 },
        { address: sol, price: 150 },
      ],
      [cluster],
    )
    const onSolana: SendAccount = {
      ...account,
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      namespace: 'solana',
      caipNetworkId: cluster,
      native: { symbol: 'SOL', decimals: 9 },
    }
    expect(
      await readSendPrices(api, onSolana, { ...asset('DUSD', dusd), chainId: cluster }),
    ).toEqual({ token: 1, native: 150 })
    expect(calls.at(-1)?.body).toMatchObject({ addresses: [dusd, sol] })
    expect(await readSendPrices(api, onSolana, { ...asset('SOL'), chainId: cluster })).toEqual({
      token: 150,
      native: 150,
    })
    expect(calls.at(-1)?.body).toMatchObject({ addresses: [sol] })
  })

  test('behavior: on a network the api does not serve nothing is asked', async () => {
    const unserved = setup([], [])
    expect(await readSendPrices(unserved.api, account, asset('ETH'))).toEqual({
      token: null,
      native: null,
    })
    expect(unserved.calls.map((call) => call.path)).toEqual(['/v1/supported-chains'])
  })

  test('error: a failed price call rejects (the preview keeps the balances prices)', async () => {
    const api = createDataApiOver(async (input) =>
      new URL(String(input)).pathname === '/v1/supported-chains'
        ? new Response(JSON.stringify({ http: ['eip155:31337'], ws: [] }))
        : new Response('down', { status: 503 }),
    )
    await expect(readSendPrices(api, account, asset('ETH'))).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 503',
    })
  })
})
