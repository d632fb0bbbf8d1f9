import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dataChainFor } from '@porthole/e2e/devChain'
import { type Address, encodeFunctionData, erc20Abi, erc721Abi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../app.ts'
import { uniswapV2RouterAbi } from '../sources/prices/uniswapV2Abis.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'

let t: ChainTestApp
beforeAll(async () => {
  t = await startChainTestApp()
}, 60_000)
afterAll(() => t?.stop())

// Account 5 holds no demo tokens or NFTs: what it receives is only what the calls give it.
const account = (index: number) => t.chain.accounts[index]!.address
const simulate = async (from: Address, calls: unknown[], chainId = t.caip) => {
  const res = await t.post('/v1/simulate?projectId=test', { chainId, from, calls })
  return { status: res.status, body: await res.json() }
}
const later = () => `0x${(Math.floor(Date.now() / 1000) + 3600).toString(16)}`

describe('POST /v1/simulate on the dev chain', () => {
  test('a coin transfer: the account sends ETH, in its units and symbol', async () => {
    const { status, body } = await simulate(account(0), [
      { to: account(1), value: `0x${parseEther('1.5').toString(16)}` },
    ])
    expect(status).toBe(200)
    expect(body).toEqual({
      status: 'success',
      send: [{ kind: 'native', symbol: 'ETH', decimals: 18, amount: String(parseEther('1.5')) }],
      receive: [],
    })
  })

  test('an ERC-20 transfer: PDT out, with the symbol and decimals read from the token', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account(5), parseUnits('12', 18)],
    })
    const { body } = await simulate(account(0), [{ to: t.chain.tokens.PDT.address, data }])
    expect(body).toEqual({
      status: 'success',
      send: [
        {
          kind: 'erc20',
          token: t.chain.tokens.PDT.address,
          symbol: 'PDT',
          decimals: 18,
          amount: String(parseUnits('12', 18)),
        },
      ],
      receive: [],
    })
  })

  test('an NFT transfer: the receiving account gets token #2 of the collection', async () => {
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'safeTransferFrom',
      args: [account(0), account(5), 2n],
    })
    const nft = t.chain.nft.address
    const sent = await simulate(account(0), [{ to: nft, data }])
    const change = {
      kind: 'erc721',
      token: nft,
      symbol: 'PPH',
      decimals: 0,
      amount: '1',
      tokenId: '2',
    }
    expect(sent.body).toEqual({ status: 'success', send: [change], receive: [] })
  })

  test('a Uniswap V2 swap of ETH for DUSD: ETH out, DUSD in (the pool’s price)', async () => {
    const { router, weth } = t.chain.uniswap
    const data = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [weth, t.chain.tokens.DUSD.address], account(5), BigInt(later())],
    })
    const value = `0x${parseEther('1').toString(16)}`
    const { body } = await simulate(account(5), [{ to: router, value, data }])
    expect(body.status).toBe('success')
    expect(body.send).toEqual([
      { kind: 'native', symbol: 'ETH', decimals: 18, amount: String(parseEther('1')) },
    ])
    expect(body.receive).toHaveLength(1)
    expect(body.receive[0]).toMatchObject({ kind: 'erc20', symbol: 'DUSD', decimals: 6 })
    // 1 ETH into a 100 ETH / 300 000 DUSD pool, less the 0.3 % fee: about 2962 DUSD.
    const received = Number(BigInt(body.receive[0].amount) / 10n ** 6n)
    expect(received).toBeGreaterThan(2900)
    expect(received).toBeLessThan(2970)
  })

  test('a batch runs in sequence in one block: approve, then the swap it allows', async () => {
    const { PDT, DUSD } = t.chain.tokens
    const amount = parseUnits('100', 18)
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [t.chain.uniswap.router, amount],
    })
    const swap = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amount, 1n, [PDT.address, DUSD.address], account(1), BigInt(later())],
    })
    const { body } = await simulate(account(1), [
      { to: PDT.address, data: approve },
      { to: t.chain.uniswap.router, data: swap },
    ])
    expect(body.status).toBe('success')
    expect(body.send).toEqual([
      { kind: 'erc20', token: PDT.address, symbol: 'PDT', decimals: 18, amount: String(amount) },
    ])
    expect(body.receive).toEqual([expect.objectContaining({ symbol: 'DUSD', token: DUSD.address })])
    // The swap alone, without the approval before it, reverts with the router's reason.
    const alone = await simulate(account(1), [{ to: t.chain.uniswap.router, data: swap }])
    expect(alone.body).toEqual({
      status: 'reverted',
      callIndex: 0,
      reason: 'TransferHelper: TRANSFER_FROM_FAILED',
    })
  })

  test('a swap past its deadline reverts with the router’s reason', async () => {
    const data = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [t.chain.uniswap.weth, t.chain.tokens.DUSD.address], account(5), 1n],
    })
    const { status, body } = await simulate(account(5), [
      { to: t.chain.uniswap.router, value: '0x1', data },
    ])
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'reverted', callIndex: 0, reason: 'UniswapV2Router: EXPIRED' })
  })

  test('more coin than the account has: reverted, with the node’s reason', async () => {
    const { body } = await simulate(account(5), [
      { to: account(1), value: `0x${parseEther('1000000').toString(16)}` },
    ])
    expect(body.status).toBe('reverted')
    expect(body.callIndex).toBe(0)
    expect(body.reason).toMatch(/insufficient funds/i)
  })

  test('a network the api does not serve, and a body that is not calls: typed 400s', async () => {
    const other = await simulate(account(0), [{ to: account(1) }], 'eip155:1')
    expect(other.status).toBe(400)
    expect(other.body.error.name).toBe('SimulationNotSupportedError')
    const empty = await simulate(account(0), [])
    expect(empty.status).toBe(400)
    expect(empty.body.error.name).toBe('ValidationError')
  })
})

describe('POST /v1/simulate on a node without eth_simulateV1', () => {
  test('answers 501 SimulationUnavailableError, said plainly', async () => {
    // A node that knows every method the api reads but eth_simulateV1 (as older nodes).
    const node = createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk) => {
        raw += chunk
      })
      req.on('end', () => {
        const calls: { id: number; method: string }[] = [JSON.parse(raw)].flat()
        const answers = calls.map((call) => ({
          jsonrpc: '2.0',
          id: call.id,
          error: { code: -32601, message: `the method ${call.method} does not exist` },
        }))
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(answers))
      })
    })
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    const rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
    // Another api on the file's database, reading the chain from that node.
    const app = createApp({ db: t.testDb.db, chains: [{ ...dataChainFor(t.chain), rpcUrl }] })
    try {
      const res = await app.request('/v1/simulate?projectId=test', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chainId: t.caip,
          from: account(0),
          calls: [{ to: account(1), value: '0x1' }],
        }),
      })
      expect(res.status).toBe(501)
      expect(((await res.json()) as { error: unknown }).error).toEqual({
        name: 'SimulationUnavailableError',
        message: 'Simulation unavailable: this network’s node does not run eth_simulateV1.',
      })
    } finally {
      node.close()
    }
  })
})
