import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createCdpKey } from '../../../e2e/fixtures/onramp/createCdpKey.ts'
import type { OnrampAsset } from '../../../e2e/fixtures/onramp/quoteFor.ts'
import {
  type OnrampDouble,
  startOnrampDouble,
} from '../../../e2e/fixtures/onramp/startOnrampDouble.ts'
import { systemClock } from '../clock.ts'
import { createCoinbaseOnrampClient } from '../sources/onramp/createCoinbaseOnrampClient.ts'
import { createTestApp, type TestApp, type TestResponse } from '../testing/createTestApp.ts'

const pdt: OnrampAsset = {
  id: 'PDT',
  name: 'Porthole Demo Token',
  symbol: 'PDT',
  decimals: 18,
  network: {
    name: 'anvil',
    displayName: 'Anvil',
    chainId: 31337,
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
  prices: { USD: '1.00', EUR: '0.92' },
}
const buyer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let double: OnrampDouble
let t: TestApp
let unconfigured: TestApp
beforeAll(async () => {
  const key = await createCdpKey()
  double = await startOnrampDouble({ key, assets: [pdt] })
  const onramp = createCoinbaseOnrampClient(
    { baseUrl: double.apiUrl, widgetUrl: double.url, apiKey: key },
    systemClock,
  )
  t = await createTestApp({ onramp })
  unconfigured = await createTestApp()
}, 60_000)
afterAll(async () => {
  await Promise.all([t.testDb.dispose(), unconfigured.testDb.dispose(), double.close()])
})

const withProviderDown = async <T>(run: () => Promise<T>): Promise<T> => {
  double.setAvailable(false)
  try {
    return await run()
  } finally {
    double.setAvailable(true)
  }
}

const specDefaults = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        expect.objectContaining({ name: 'ethereum', display_name: 'Ethereum', chain_id: 1 }),
        expect.objectContaining({ name: 'polygon', display_name: 'Polygon', chain_id: 137 }),
      ],
    },
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        expect.objectContaining({ name: 'ethereum', chain_id: 1 }),
        expect.objectContaining({ name: 'polygon', chain_id: 137 }),
      ],
    },
  ],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: [
      { id: 'CARD', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ],
  })),
  fallback: true,
}

describe('GET /v1/onramp/options', () => {
  test("default: the provider's currencies, networks and limits in SPEC §3's shape", async () => {
    const res = await t.get('/v1/onramp/options?projectId=test')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      purchaseCurrencies: [
        {
          id: 'PDT',
          name: 'Porthole Demo Token',
          symbol: 'PDT',
          networks: [
            {
              name: 'anvil',
              display_name: 'Anvil',
              chain_id: 31337,
              contract_address: pdt.network.contractAddress,
            },
          ],
        },
      ],
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'CARD', min: '5.00', max: '500.00' },
            { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
          ],
        },
        {
          id: 'EUR',
          payment_method_limits: [
            { id: 'CARD', min: '5.00', max: '450.00' },
            { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '20000.00' },
          ],
        },
      ],
      fallback: false,
    })
  })

  test("error: the provider down, SPEC §8's defaults flagged as fallback", async () => {
    const res = await withProviderDown(() => t.get('/v1/onramp/options?projectId=test'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(specDefaults)
  })

  test('error: no provider configured, the same defaults', async () => {
    const res = await unconfigured.get('/v1/onramp/options?projectId=test')
    expect(await res.json()).toEqual(specDefaults)
  })

  test('error: a malformed country is a 400 naming it', async () => {
    const res = await t.get('/v1/onramp/options?projectId=test&country=usa')
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toMatch(/^Invalid query: country: /)
  })
})

const quote = (app: TestApp, body: unknown) => app.post('/v1/onramp/quote?projectId=test', body)
const fiftyUsd = { purchaseCurrency: 'PDT', paymentCurrency: 'USD', amount: '50', network: 'anvil' }

describe('POST /v1/onramp/quote', () => {
  test("default: the provider's quote with its fees", async () => {
    const res = await quote(t, fiftyUsd)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      paymentSubtotal: { amount: '48.90', currency: 'USD' },
      purchaseAmount: { amount: '48.900000', currency: 'PDT' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fallback: false,
    })
  })

  test("error: the provider down, SPEC §8's estimate: the amount in every field, 'mocked-quote-id'", async () => {
    const res = await withProviderDown(() => quote(t, fiftyUsd))
    expect(res.status).toBe(200)
    const usd = { amount: '50.00', currency: 'USD' }
    expect(await res.json()).toEqual({
      coinbaseFee: usd,
      networkFee: usd,
      paymentSubtotal: usd,
      paymentTotal: usd,
      purchaseAmount: { amount: '50.00', currency: 'PDT' },
      quoteId: 'mocked-quote-id',
      fallback: true,
    })
  })

  test('error: the provider refusing the amount (over its card limit) also gives the estimate', async () => {
    const res = await quote(t, { ...fiftyUsd, amount: '600' })
    expect((await res.json()).quoteId).toBe('mocked-quote-id')
  })

  test.each([
    [{ ...fiftyUsd, amount: 'fifty' }, /amount: expected a positive amount/],
    [{ ...fiftyUsd, amount: '0' }, /amount: must be greater than 0/],
    [{ ...fiftyUsd, amount: '-5' }, /amount: /],
    [{ ...fiftyUsd, amount: '1.234' }, /amount: /],
    [{ ...fiftyUsd, network: undefined }, /network: /],
    [{ ...fiftyUsd, paymentMethod: 'CASH' }, /paymentMethod: /],
  ])('error: bad input %j is a 400 naming the field', async (body, message) => {
    const res = await quote(t, body)
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error.name).toBe('ValidationError')
    expect(error.message).toMatch(message)
  })

  test('error: a body that is not JSON is a 400', async () => {
    const res = await quote(t, 'amount=50')
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toBe('Invalid body: expected a JSON document')
  })
})

const generate = (app: TestApp, body: unknown) =>
  app.post('/v1/generators/onrampurl?projectId=test', body)
const urlBody = {
  destinationWallets: [{ address: buyer, blockchains: ['anvil'], assets: ['PDT'] }],
  defaultNetwork: 'anvil',
  defaultAsset: 'PDT',
  partnerUserId: buyer,
  defaultExperience: 'buy',
  presetFiatAmount: '50',
  fiatCurrency: 'USD',
}

describe('POST /v1/generators/onrampurl', () => {
  test("default: the provider's widget URL with a fresh session token and the presets", async () => {
    const res = await generate(t, urlBody)
    expect(res.status).toBe(200)
    const url = new URL((await res.json()).url)
    expect(`${url.origin}${url.pathname}`).toBe(`${double.url}/buy/select-asset`)
    expect(url.searchParams.get('sessionToken')).toMatch(/^[\w-]{20,}$/)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      defaultNetwork: 'anvil',
      defaultAsset: 'PDT',
      defaultExperience: 'buy',
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
      partnerUserId: buyer,
    })
  })

  test('behavior: two calls get two different session tokens (each is single use)', async () => {
    const [a, b] = await Promise.all([generate(t, urlBody), generate(t, urlBody)])
    const token = async (res: TestResponse) =>
      new URL((await res.json()).url).searchParams.get('sessionToken')
    expect(await token(a)).not.toBe(await token(b))
  })

  test('error: no destination wallet is a 400', async () => {
    const res = await generate(t, { ...urlBody, destinationWallets: [] })
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toMatch(
      /destinationWallets: at least one destination wallet/,
    )
  })

  test('error: a destination that is not an address is a 400', async () => {
    const res = await generate(t, {
      ...urlBody,
      destinationWallets: [{ address: 'me', blockchains: ['anvil'] }],
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toMatch(
      /destinationWallets\.0\.address: expected an address/,
    )
  })

  test('error: the provider down is a 502 (no URL can be made up)', async () => {
    const res = await withProviderDown(() => generate(t, urlBody))
    expect(res.status).toBe(502)
    expect((await res.json()).error.name).toBe('OnrampProviderError')
  })

  test('error: no provider configured is a 503', async () => {
    const res = await generate(unconfigured, urlBody)
    expect(res.status).toBe(503)
    expect((await res.json()).error).toEqual({
      name: 'OnrampNotConfiguredError',
      message: 'The on-ramp provider is not configured on this server.',
    })
  })
})
