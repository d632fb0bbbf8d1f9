import { dataChainFor, devChainClients, startDevChain } from '@porthole/e2e/devChain'
import { type RpcProxy, startRpcProxy } from '@porthole/e2e/rpcProxy'
import { type Address, createTestClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { EVM_NATIVE_PLACEHOLDER } from '../fungible/schemas.ts'
import { uniswapV2RouterAbi } from '../sources/prices/uniswapV2Abis.ts'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'
import { QUOTE_HEAD_MS } from './createSwapMarket.ts'

// The api reads the dev chain (anvil with the real Uniswap V2 contracts) through a proxy that
// notes every JSON-RPC request it passes on.
let chain: Awaited<ReturnType<typeof startDevChain>>
let proxy: RpcProxy
let t: TestApp
beforeAll(async () => {
  chain = await startDevChain({ chainId: 31337 })
  proxy = await startRpcProxy(chain.rpcUrl)
  t = await createTestApp({ chains: [{ ...dataChainFor(chain), rpcUrl: proxy.url }] })
}, 60_000)
afterAll(async () => {
  await t?.testDb.dispose()
  await proxy?.stop()
  await chain?.stop()
})

const caip = (address: string) => `eip155:31337:${address}`
const ETH = caip(EVM_NATIVE_PLACEHOLDER)
const DUSD = () => caip(chain.tokens.DUSD.address)
const user = () => caip(chain.accounts[3]!.address)
const quote = async (amount: bigint) => {
  const params = { projectId: 'test', amount: String(amount), userAddress: user(), from: ETH }
  const res = await t.get(`/v1/convert/quotes?${new URLSearchParams({ ...params, to: DUSD() })}`)
  expect(res.status).toBe(200)
  return (await res.json()).quotes[0] as { toAmount: string; blockNumber: string; gas: string }
}
/** What the router's own `getAmountsOut` gives for ETH to DUSD at `blockNumber`. */
const onChain = async (amount: bigint, blockNumber: string) => {
  const { client } = devChainClients(chain.rpcUrl, 31337, chain.accounts[0]!.privateKey)
  const path: Address[] = [chain.uniswap.weth, chain.tokens.DUSD.address]
  const amounts = await client.readContract({
    address: chain.uniswap.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amount, path],
    blockNumber: BigInt(blockNumber),
  })
  return String(amounts.at(-1))
}
/** The chain requests made since `from` (requests(), not the ranking's `eth_chainId` pings). */
const readsSince = (from: number) =>
  proxy
    .requests()
    .slice(from)
    .filter((methods) => !methods.every((method) => method === 'eth_chainId'))
/** A new block, and the test clock past the head's lifetime, so that quotes read it. */
const nextBlock = async () => {
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).mine({ blocks: 1 })
  t.clock.advance(QUOTE_HEAD_MS)
}

test('behavior: a second quote in the same block reads nothing from the chain', async () => {
  const first = await quote(parseEther('1'))
  expect(first.toAmount).toBe(await onChain(parseEther('1'), first.blockNumber))
  const before = proxy.requests().length
  const second = await quote(parseEther('1'))
  expect(second).toEqual(first)
  expect(readsSince(before)).toEqual([])
})

test('behavior: concurrent quotes in a new block read the head and the pools once between them', async () => {
  // The first quote of an app also looks up the router's WETH and factory and the pools'
  // addresses, once: what follows compares quotes after that.
  await quote(parseEther('1'))
  await nextBlock()
  let before = proxy.requests().length
  await quote(parseEther('2'))
  const alone = readsSince(before)
  await nextBlock()
  before = proxy.requests().length
  const amounts = [3n, 4n, 5n, 6n, 7n].map((n) => parseEther(String(n)))
  const quotes = await Promise.all(amounts.map(quote))
  const together = readsSince(before)
  // Only the gas estimates are per quote (each swap's own call); every other read is shared.
  const shared = (reads: string[][]) => reads.filter(([method]) => method !== 'eth_estimateGas')
  expect(shared(together)).toHaveLength(shared(alone).length)
  expect(together.filter(([method]) => method === 'eth_getBlockByNumber')).toHaveLength(1)
  expect(together.filter(([method]) => method === 'eth_estimateGas')).toHaveLength(5)
  for (const [index, amount] of amounts.entries()) {
    expect(quotes[index]!.toAmount).toBe(await onChain(amount, quotes[index]!.blockNumber))
  }
})

test('behavior: after a swap moves the pool, the next quote is at the new block and its reserves', async () => {
  const amount = parseEther('1')
  const before = await quote(amount)
  // Another trader swaps 10 ETH for DUSD through the router; anvil mines it in a block.
  const trader = chain.accounts[8]!
  const built = await t.post('/v1/convert/build-transaction?projectId=test', {
    amount: String(parseEther('10')),
    from: ETH,
    to: DUSD(),
    userAddress: caip(trader.address),
  })
  const { tx } = await built.json()
  const { wallet, client } = devChainClients(chain.rpcUrl, 31337, trader.privateKey)
  const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value) })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  // Within a second of its last head read, a quote names the block it was made at.
  const same = await quote(amount)
  expect(same.blockNumber).toBe(before.blockNumber)
  expect(same.toAmount).toBe(before.toAmount)
  t.clock.advance(QUOTE_HEAD_MS)
  const after = await quote(amount)
  expect(BigInt(after.blockNumber)).toBeGreaterThan(BigInt(before.blockNumber))
  expect(BigInt(after.toAmount)).toBeLessThan(BigInt(before.toAmount))
  expect(after.toAmount).toBe(await onChain(amount, after.blockNumber))
})
