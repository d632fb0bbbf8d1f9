import { DEV_POOLS, devChainClients } from '@porthole/e2e/devChain'
import { DEFAULT_SWAP_SLIPPAGE_PERCENT } from '@porthole/shared-protocol'
import {
  type Address,
  createTestClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest'
import { EVM_NATIVE_PLACEHOLDER } from '../fungible/schemas.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'

let t: ChainTestApp
beforeAll(async () => {
  t = await startChainTestApp()
}, 60_000)
afterAll(() => t?.stop())

const caip = (address: string) => `${t.caip}:${address}`
const token = (symbol: 'PDT' | 'DUSD' | 'ETH') =>
  caip(symbol === 'ETH' ? EVM_NATIVE_PLACEHOLDER : t.chain.tokens[symbol].address)
const account = (index: number) => t.chain.accounts[index]!
const clients = (index: number) =>
  devChainClients(t.chain.rpcUrl, t.chain.chainId, account(index).privateKey)
const query = (params: Record<string, string>) =>
  new URLSearchParams({ projectId: 'test', ...params }).toString()
const quote = async (params: Record<string, string>) => {
  const res = await t.get(`/v1/convert/quotes?${query(params)}`)
  return { status: res.status, body: await res.json() }
}
type Tx = { from: Address; to: Address; data: Hex; value: string; eip155: { gas?: string } }
/** Sends a built transaction from dev account `index`; resolves to the receipt's status. */
const send = async (index: number, tx: Tx) => {
  const { wallet, client } = clients(index)
  const hash = await wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : { gas: 500_000n }),
  })
  return (await client.waitForTransactionReceipt({ hash })).status
}
const balanceOf = async (index: number, symbol: 'PDT' | 'DUSD' | 'ETH') => {
  const { client } = clients(index)
  const owner = account(index).address
  return symbol === 'ETH'
    ? client.getBalance({ address: owner })
    : client.readContract({
        address: t.chain.tokens[symbol].address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
}
const build = (index: number, from: string, to: string, amount: bigint, slippage?: number) =>
  t.post('/v1/convert/build-transaction?projectId=test', {
    amount: String(amount),
    ...(slippage === undefined ? {} : { eip155: { slippage } }),
    projectId: 'test',
    from,
    to,
    userAddress: caip(account(index).address),
  })
const approve = async (index: number, from: string, to: string) => {
  const params = { userAddress: caip(account(index).address), from, to }
  const res = await t.get(`/v1/convert/build-approve?${query(params)}`)
  expect(res.status).toBe(200)
  return send(index, (await res.json()).tx)
}

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
    expect(q.route).toEqual([caip(t.chain.uniswap.weth), token('DUSD'), token('PDT')])
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
        /userAddress/,
      ],
    ]
    for (const [params, message] of cases) {
      const { status, body } = await quote(params)
      expect(status, JSON.stringify(params)).toBe(400)
      expect(body.error.message).toMatch(message)
    }
    const other = `eip155:1:${t.chain.tokens.DUSD.address}`
    const unsupported = await quote({
      amount: '1',
      userAddress: `eip155:1:${account(3).address}`,
      from: other,
      to: `eip155:1:${t.chain.tokens.PDT.address}`,
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
      to: caip(t.chain.nft.address),
    })
    expect(noPool.status).toBe(400)
    expect(noPool.body.error.name).toBe('NoSwapRouteError')
  })
})

describe('GET /v1/convert/tokens, allowance and gas-price', () => {
  test('default: the native coin and the demo tokens with their prices', async () => {
    const res = await t.get(`/v1/convert/tokens?${query({ chainId: t.caip })}`)
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
      const res = await t.get(`/v1/convert/allowance?${query(params)}`)
      return (await res.json()).allowance
    }
    expect(await allowance(token('PDT'))).toBe('0')
    expect(await allowance(token('ETH'))).toBe(String(maxUint256))
    expect(await approve(4, token('PDT'), token('DUSD'))).toBe('success')
    expect(await allowance(token('PDT'))).toBe(String(maxUint256))
  })

  test('error: unsupported networks name what is not supported', async () => {
    const gas = await t.get(`/v1/convert/gas-price?${query({ chainId: 'eip155:1' })}`)
    expect(gas.status).toBe(400)
    expect((await gas.json()).error.message).toBe('Network not supported for Gas Price')
    const tokens = await t.get(`/v1/convert/tokens?${query({ chainId: 'eip155:1' })}`)
    expect((await tokens.json()).error.message).toBe('Network not supported for Swaps')
    const ok = await t.get(`/v1/convert/gas-price?${query({ chainId: t.caip })}`)
    const levels = await ok.json()
    expect(BigInt(levels.standard)).toBeGreaterThan(0n)
    expect(BigInt(levels.fast)).toBeGreaterThanOrEqual(BigInt(levels.standard))
    expect(BigInt(levels.instant)).toBeGreaterThanOrEqual(BigInt(levels.fast))
  })
})

describe('POST /v1/convert/build-transaction', () => {
  test('behavior: DUSD to PDT needs the approval first, then receives exactly the quote', async () => {
    const amount = parseUnits('250', 6)
    const refused = await build(1, token('DUSD'), token('PDT'), amount)
    expect(refused.status).toBe(400)
    expect((await refused.json()).error).toEqual({
      name: 'SwapWouldFailError',
      message: 'The swap would fail: the router is not approved for this amount; approve it first',
    })
    expect(await approve(1, token('DUSD'), token('PDT'))).toBe('success')
    const { body } = await quote({
      amount: String(amount),
      userAddress: caip(account(1).address),
      from: token('DUSD'),
      to: token('PDT'),
    })
    const [dusd, pdt] = [await balanceOf(1, 'DUSD'), await balanceOf(1, 'PDT')]
    const res = await build(1, token('DUSD'), token('PDT'), amount)
    expect(res.status).toBe(200)
    const { tx } = await res.json()
    expect(tx).toMatchObject({ from: account(1).address, to: t.chain.uniswap.router, value: '0' })
    expect(await send(1, tx)).toBe('success')
    expect(dusd - (await balanceOf(1, 'DUSD'))).toBe(amount)
    expect((await balanceOf(1, 'PDT')) - pdt).toBe(BigInt(body.quotes[0].toAmount))
  })

  test('behavior: ETH in and ETH out go through WETH', async () => {
    const dusd = await balanceOf(2, 'DUSD')
    const ethIn = await build(2, token('ETH'), token('DUSD'), parseEther('0.5'))
    const { tx } = await ethIn.json()
    expect(tx.value).toBe(String(parseEther('0.5')))
    expect(await send(2, tx)).toBe('success')
    const gained = (await balanceOf(2, 'DUSD')) - dusd
    // 0.5 ETH at 3000 DUSD less the 0.3 % fee and the impact of 0.5 % of the pool.
    expect(Number(gained) / 1e6).toBeGreaterThan(1480)
    expect(Number(gained) / 1e6).toBeLessThan(1500 * 0.997)
    expect(await approve(2, token('DUSD'), token('ETH'))).toBe('success')
    const eth = await balanceOf(2, 'ETH')
    const back = await (await build(2, token('DUSD'), token('ETH'), parseUnits('300', 6))).json()
    expect(await send(2, back.tx)).toBe('success')
    // About 0.1 ETH came back (gas on anvil costs far less than 0.001 ETH).
    const ethGained = Number(((await balanceOf(2, 'ETH')) - eth) / 10n ** 12n) / 1e6
    expect(ethGained).toBeGreaterThan(0.098)
    expect(ethGained).toBeLessThan(0.102)
  })

  test('behavior: a swap estimated in the block of the last trade on its pair succeeds a block later', async () => {
    const anvil = createTestClient({ mode: 'anvil', transport: http(t.chain.rpcUrl) })
    // Nodes estimate in the latest block. Holding anvil's clock makes that the block of the
    // previous trade on WETH/DUSD (no time passed for the pair); the swap is mined 12 s later.
    await anvil.setBlockTimestampInterval({ interval: 0 })
    onTestFinished(() => anvil.removeBlockTimestampInterval())
    const previous = await (await build(6, token('ETH'), token('DUSD'), parseEther('0.1'))).json()
    expect(await send(6, previous.tx)).toBe('success')
    const { tx } = await (await build(6, token('ETH'), token('DUSD'), parseEther('0.1'))).json()
    await anvil.removeBlockTimestampInterval()
    await anvil.increaseTime({ seconds: 12 })
    expect(await send(6, tx)).toBe('success')
  })

  test('error: reserves moved past the slippage make the swap revert and keep the tokens', async () => {
    expect(await approve(3, token('DUSD'), token('PDT'))).toBe('success')
    const res = await build(3, token('DUSD'), token('PDT'), parseUnits('100', 6), 0.5)
    const { tx } = await res.json()
    // Another trader buys PDT with 5 000 DUSD before this swap lands.
    expect(await approve(0, token('DUSD'), token('PDT'))).toBe('success')
    const front = await build(0, token('DUSD'), token('PDT'), parseUnits('5000', 6))
    expect(await send(0, (await front.json()).tx)).toBe('success')
    const [dusd, pdt] = [await balanceOf(3, 'DUSD'), await balanceOf(3, 'PDT')]
    expect(await send(3, tx)).toBe('reverted')
    expect([await balanceOf(3, 'DUSD'), await balanceOf(3, 'PDT')]).toEqual([dusd, pdt])
  })

  test('error: more than the balance is refused with the reason', async () => {
    const res = await build(5, token('PDT'), token('DUSD'), parseUnits('1', 18))
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toBe(
      'The swap would fail: the balance is lower than the amount',
    )
    const bad = await t.post('/v1/convert/build-transaction?projectId=test', {
      amount: 'ten',
      from: token('PDT'),
      to: token('DUSD'),
      userAddress: caip(account(5).address),
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.message).toMatch(/amount/)
  })
})
