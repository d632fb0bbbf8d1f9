import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type CdpKey, createCdpKey } from '../../../../e2e/fixtures/onramp/createCdpKey.ts'
import type { OnrampAsset } from '../../../../e2e/fixtures/onramp/quoteFor.ts'
import {
  type OnrampDouble,
  startOnrampDouble,
} from '../../../../e2e/fixtures/onramp/startOnrampDouble.ts'
import { systemClock } from '../../clock.ts'
import { OnrampProviderError } from '../../errors.ts'
import { createCoinbaseOnrampClient } from './createCoinbaseOnrampClient.ts'

const dusd: OnrampAsset = {
  id: 'DUSD',
  name: 'Demo USD',
  symbol: 'DUSD',
  decimals: 6,
  network: {
    name: 'anvil',
    displayName: 'Anvil',
    chainId: 31337,
    contractAddress: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  },
  prices: { USD: '1.00' },
}

let key: CdpKey
let double: OnrampDouble
beforeAll(async () => {
  key = await createCdpKey()
  double = await startOnrampDouble({ key, assets: [dusd] })
})
afterAll(() => double.close())

const clientWith = (apiKey: CdpKey, baseUrl = double.apiUrl, timeoutMs?: number) =>
  createCoinbaseOnrampClient(
    { baseUrl, widgetUrl: double.url, apiKey, ...(timeoutMs ? { timeoutMs } : {}) },
    systemClock,
  )

describe('createCoinbaseOnrampClient against the Onramp API double', () => {
  test('default: options, quote and session token through JWT-authenticated calls', async () => {
    const client = clientWith(key)
    const options = await client.buyOptions({ country: 'US', subdivision: 'CA' })
    expect(options.purchaseCurrencies[0]).toMatchObject({
      id: 'DUSD',
      networks: [{ chainId: 31337 }],
    })
    const quote = await client.buyQuote({
      purchaseCurrency: 'DUSD',
      purchaseNetwork: 'anvil',
      paymentAmount: '100.00',
      paymentCurrency: 'USD',
      paymentMethod: 'CARD',
      country: 'US',
    })
    expect(quote).toMatchObject({
      paymentTotal: { value: '100.00', currency: 'USD' },
      purchaseAmount: { value: '97.900000', currency: 'DUSD' },
    })
    const token = await client.sessionToken({
      addresses: [
        { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', blockchains: ['anvil'] },
      ],
      clientIp: '127.0.0.1',
    })
    expect(token.length).toBeGreaterThan(20)
  })

  test('error: a JWT signed by an unregistered key is refused (401) as OnrampProviderError', async () => {
    const error = await clientWith(await createCdpKey())
      .buyOptions({ country: 'US' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(OnrampProviderError)
    expect(error.shortMessage).toBe(
      'On-ramp provider answered HTTP status code: 401 (GET /onramp/v1/buy/options).',
    )
    expect(error.details).toMatch(/unknown key id/)
  })

  test('error: an unreachable provider is OnrampProviderError', async () => {
    const error = await clientWith(key, 'http://127.0.0.1:9/onramp')
      .buyOptions({ country: 'US' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(OnrampProviderError)
    expect(error.shortMessage).toMatch(/^On-ramp provider unreachable/)
  })

  test('error: a provider that never answers fails after timeoutMs instead of hanging', async () => {
    const silent = createServer(() => {})
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done))
    const { port } = silent.address() as AddressInfo
    const started = Date.now()
    const error = await clientWith(key, `http://127.0.0.1:${port}/onramp`, 300)
      .buyOptions({ country: 'US' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(OnrampProviderError)
    expect(Date.now() - started).toBeLessThan(3000)
    silent.closeAllConnections()
    silent.close()
  })

  test('error: an answer of the wrong shape is OnrampProviderError', async () => {
    const odd = createServer((_, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"paymentCurrencies":"USD"}'),
    )
    await new Promise<void>((done) => odd.listen(0, '127.0.0.1', done))
    const { port } = odd.address() as AddressInfo
    const error = await clientWith(key, `http://127.0.0.1:${port}/onramp`)
      .buyOptions({ country: 'US' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(OnrampProviderError)
    expect(error.shortMessage).toMatch(/unexpected answer/)
    odd.close()
  })
})
