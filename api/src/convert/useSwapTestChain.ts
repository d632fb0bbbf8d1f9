import { devChainClients } from '@porthole/e2e/devChain'
import { type Address, erc20Abi, type Hex } from 'viem'
import { afterAll, beforeAll, expect } from 'vitest'
import { EVM_NATIVE_PLACEHOLDER } from '../fungible/schemas.ts'
import { type ChainTestApp, startChainTestApp } from '../testing/startChainTestApp.ts'

export type SwapSymbol = 'PDT' | 'DUSD' | 'ETH'
type Tx = { from: Address; to: Address; data: Hex; value: string; eip155: { gas?: string } }

/**
 * A dev chain with the demo pools served by a test app for the file's tests (started before
 * them, stopped after), and what the convert route tests do on it: name tokens and accounts in
 * CAIP-10, ask for quotes, build, approve and send swaps from a dev account, read balances.
 */
export function useSwapTestChain() {
  let t: ChainTestApp
  beforeAll(async () => {
    t = await startChainTestApp()
  }, 60_000)
  afterAll(() => t?.stop())

  const caip = (address: string) => `${t.caip}:${address}`
  const token = (symbol: SwapSymbol) =>
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
  const balanceOf = async (index: number, symbol: SwapSymbol) => {
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
  return {
    app: () => t,
    caip,
    token,
    account,
    query,
    quote,
    send,
    balanceOf,
    build,
    approve,
  }
}
