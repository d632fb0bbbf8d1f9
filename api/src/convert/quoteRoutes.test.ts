import { DEV_POOLS } from '@porthole/e2e/devChain'
import { DEFAULT_SWAP_SLIPPAGE_PERCENT } from '@porthole/shared-protocol'
import { maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { useSwapTestChain } from './useSwapTestChain.ts'

const { app, caip, token, account, query, quote, approve } = useSwapTestChain()

describe('GET /v1/convert/quotes', () => {
  test('default: a DUSD to PDT quote is the constant-product amount of the seeded pool', async () => {
    const amount = parseUnits('100', 6)
    const { status, body } = await quote({
      amount: String(amount),
      userAddress: caip(account(3).address),
      from: token('DUSD'),
      to: token('PDT'),
    })
    expect(status).toBe(200)
    const reserveIn = parseUnits(DEV_POOLS.PDT_DUSD.dusd, 6)
    const reserveOut = parseUnits(DEV_POOLS.PDT_DUSD.pdt, 18)
    const out = (amount * 997n * reserveOut) / (reserveIn * 1000n + amount * 997n)
    const [q] = body.quotes
    expect(q).toMatchObject({
      fromAccount: token('DUSD'),
      fromAmount: String(amount),
      toAccount: token('PDT'),
      toAmount: String(out),
      route: [token('DUSD'), token('PDT')],
      fee: String((amount * 3n) / 1000n),
      slippage: DEFAULT_SWAP_SLIPPAGE_PERCENT,
      minimumReceived: String((out * 9950n) / 10_000n),
    })
    // 100 DUSD in a 100 000 DUSD pool moves the price by about 0.1 %.
    expect(q.priceImpact).toBeGreaterThan(0.09)
    expect(q.priceImpact).toBeLessThan(0.11)
    expect(Number(q.gas)).toBeGreaterThan(21_000)
    expect(q.networkFeeUsd).toBeCloseTo((Number(q.gas) * Number(q.gasPrice) * 3000) / 1e18, 6)
  })

  test('behavior: ETH to PDT goes through WETH and DUSD, a big trade shows its price impact', async () => {
    const { body } = await quote({
      amount: String(parseEther('1')),
      userAddress: caip(account(3).address),
      from: token('ETH'),
      to: token('PDT'),
      slippage: '1',
    })
    const [q] = body.quotes
    expect(q.route).toEqual([caip(app().chain.uniswap.weth), token('DUSD'), token('PDT')])
    // Both hops by the constant-product formula on the seeded reserves (about 5736 PDT).
    const hop = (amount: bigint, reserveIn: bigint, reserveOut: bigint) =>
      (amount * 997n * reserveOut) / (reserveIn * 1000n + amount * 997n)
    const dusd = hop(parseEther('1'), parseEther('100'), parseUnits('300000', 6))
    expect(q.toAmount).toBe(String(hop(dusd, parseUnits('100000', 6), parseEther('200000'))))
    expect(q.minimumReceived).toBe(String((BigInt(q.toAmount) * 9900n) / 10_000n))
    const big = await quote({
      amount: String(parseEther('50')),
      userAddress: caip(account(3).address),
      from: token('ETH'),
      to: token('DUSD'),
    })
    // 50 ETH into a 100 ETH pool: a third of the price.
    expect(big.body.quotes[0].priceImpact).toBeGreaterThan(30)
  })

  test('error: bad input and unsupported networks are 400s with a message', async () => {
    const user = caip(account(3).address)
    const cases: [Record<string, string>, RegExp][] = [
      [{ amount: '1.5', userAddress: user, from: token('DUSD'), to: token('PDT') }, /amount/],
      [{ amount: '0', userAddress: user, from: token('DUSD'), to: token('PDT') }, /amount/],
      [{ amount: '1', userAddress: user, from: 'DUSD', to: token('PDT') }, /from: .*CAIP-10/],
      [{ amount: '1', userAddress: user, from: token('PDT'), to: token('PDT') }, /different/],
      [
        { amount: '1', userAddress: user, from: token('DUSD'), to: token('PDT'), slippage: '90' },
        /slippage/,
      ],
      [
        {
          amount: '1',
          userAddress: `eip155:1:${account(3).address}`,
          from: token('DUSD'),
          to: token('PDT'),
        },
        /^Invalid query: userAddress must be on /,
      ],
    ]
    for (const [params, message] of cases) {
      const { status, body } = await quote(params)
      expect(status, JSON.stringify(params)).toBe(400)
      expect(body.error.message).toMatch(message)
    }
    const other = `eip155:1:${app().chain.tokens.DUSD.address}`
    const unsupported = await quote({
      amount: '1',
      userAddress: `eip155:1:${account(3).address}`,
      from: other,
      to: `eip155:1:${app().chain.tokens.PDT.address}`,
    })
    expect(unsupported).toEqual({
      status: 400,
      body: {
        error: { name: 'SwapsNotSupportedError', message: 'Network not supported for Swaps' },
      },
    })
    const noPool = await quote({
      amount: '1',
      userAddress: user,
      from: token('DUSD'),
      to: caip(app().chain.nft.address),
    })
    expect(noPool.status).toBe(400)
    expect(noPool.body.error.name).toBe('NoSwapRouteError')
  })
})

describe('GET /v1/convert/tokens, allowance and gas-price', () => {
  test('default: the native coin and the demo tokens with their prices', async () => {
    const res = await app().get(`/v1/convert/tokens?${query({ chainId: app().caip })}`)
    expect(res.status).toBe(200)
    const { tokens } = await res.json()
    expect(tokens.map((x: { symbol: string }) => x.symbol)).toEqual(['ETH', 'PDT', 'DUSD'])
    expect(tokens[2]).toEqual({
      name: 'Demo USD',
      symbol: 'DUSD',
      address: token('DUSD'),
      decimals: 6,
      logoUri: '',
      price: 1,
    })
    expect(tokens[0]).toMatchObject({ address: token('ETH'), decimals: 18 })
  })

  test('behavior: the allowance is 0 until the built approval is sent, the coin needs none', async () => {
    const allowance = async (of: string) => {
      const params = { tokenAddress: of, userAddress: caip(account(4).address) }
      const res = await app().get(`/v1/convert/allowance?${query(params)}`)
      return (await res.json()).allowance
    }
    expect(await allowance(token('PDT'))).toBe('0')
    expect(await allowance(token('ETH'))).toBe(String(maxUint256))
    expect(await approve(4, token('PDT'), token('DUSD'))).toBe('success')
    expect(await allowance(token('PDT'))).toBe(String(maxUint256))
  })

  test('error: unsupported networks name what is not supported', async () => {
    const gas = await app().get(`/v1/convert/gas-price?${query({ chainId: 'eip155:1' })}`)
    expect(gas.status).toBe(400)
    expect((await gas.json()).error.message).toBe('Network not supported for Gas Price')
    const tokens = await app().get(`/v1/convert/tokens?${query({ chainId: 'eip155:1' })}`)
    expect((await tokens.json()).error.message).toBe('Network not supported for Swaps')
    const ok = await app().get(`/v1/convert/gas-price?${query({ chainId: app().caip })}`)
    const levels = await ok.json()
    expect(BigInt(levels.standard)).toBeGreaterThan(0n)
    expect(BigInt(levels.fast)).toBeGreaterThanOrEqual(BigInt(levels.standard))
    expect(BigInt(levels.instant)).toBeGreaterThanOrEqual(BigInt(levels.fast))
  })
})
