import { createTestClient, http, parseEther, parseUnits } from 'viem'
import { describe, expect, onTestFinished, test } from 'vitest'
import { useSwapTestChain } from './useSwapTestChain.ts'

const { app, caip, token, account, quote, send, balanceOf, build, approve } = useSwapTestChain()

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
    expect(tx).toMatchObject({
      from: account(1).address,
      to: app().chain.uniswap.router,
      value: '0',
    })
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
    const anvil = createTestClient({ mode: 'anvil', transport: http(app().chain.rpcUrl) })
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
    const bad = await app().post('/v1/convert/build-transaction?projectId=test', {
      amount: 'ten',
      from: token('PDT'),
      to: token('DUSD'),
      userAddress: caip(account(5).address),
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.message).toMatch(/amount/)
    const elsewhere = await app().post('/v1/convert/build-transaction?projectId=test', {
      amount: '1',
      from: token('PDT'),
      to: token('DUSD'),
      userAddress: `eip155:1:${account(5).address}`,
    })
    expect(elsewhere.status).toBe(400)
    expect((await elsewhere.json()).error.message).toMatch(/^Invalid body: userAddress must be on /)
  })
})
