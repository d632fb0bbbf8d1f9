import type { TokenBalance } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createAccountListMachine } from '../account/chunk.ts'
import type { SendAsset } from './SendAsset.ts'
import type { SendAccount, SendServices } from './SendServices.ts'
import { sendMachine } from './sendMachine.ts'
import { watchSendBalances } from './watchSendBalances.ts'

const evm: SendAccount = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetworkId: 'eip155:31337',
  namespace: 'eip155',
  walletName: 'Dev Wallet',
  confirmsInModal: false,
  native: { symbol: 'ETH', decimals: 18 },
}
const solana = (address: string): SendAccount => ({
  address,
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  namespace: 'solana',
  walletName: 'Dev Solana',
  confirmsInModal: false,
  native: { symbol: 'SOL', decimals: 9 },
})
const dusd: TokenBalance = {
  name: 'Demo USD',
  symbol: 'DUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  value: 100,
  quantity: { decimals: '6', numeric: '100' },
  iconUrl: '',
}
const sol = (address: string): SendAsset => ({
  name: `SOL of ${address}`,
  symbol: 'SOL',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  price: 0,
  value: 0,
  quantity: { decimals: '9', numeric: '1' },
  iconUrl: '',
})

function setup(loadChainBalances: SendServices['loadChainBalances']) {
  const services = {
    estimateFee: async () => 0n,
    feeChoices: async () => null,
    getPrices: async () => ({ token: null, native: null }),
    submit: async () => '0x',
    confirm: async () => 'success' as const,
    resolveName: async () => null,
    loadChainBalances,
    refreshBalances: async () => undefined,
    returnToAccount: () => undefined,
    receiptTimeoutMs: 1_000,
    nameDebounceMs: 0,
  } satisfies SendServices
  const pages: ((items: TokenBalance[]) => void)[] = []
  const tokens = createActor(
    createAccountListMachine<TokenBalance>(
      () => new Promise((resolve) => pages.push((items) => resolve({ items, next: null }))),
      Date.now,
    ),
  ).start()
  const send = createActor(sendMachine, { input: { services } }).start()
  watchSendBalances(send, tokens)
  return { send, tokens, pages }
}

describe('watchSendBalances', () => {
  test('rule: on EVM the flow picks from the Tokens list, loading until the list answers', async () => {
    const { send, tokens, pages } = setup(async () => [])
    send.send({ type: 'START', account: evm })
    tokens.send({ type: 'LOAD', key: { address: evm.address, chainId: evm.caipNetworkId } })
    expect(send.getSnapshot().context.balancesStatus).toBe('loading')
    pages[0]?.([dusd])
    await waitFor(send, (s) => s.context.balancesStatus === 'ready')
    expect(send.getSnapshot().context.tokenBalances.map((t) => t.symbol)).toEqual(['DUSD'])
  })

  test("rule: on Solana the chain's balances are read per account; a late answer for the previous account is dropped", async () => {
    const answers: ((assets: SendAsset[]) => void)[] = []
    const { send } = setup(
      (account) => new Promise((resolve) => answers.push(() => resolve([sol(account.address)]))),
    )
    send.send({ type: 'START', account: solana('A1') })
    expect(send.getSnapshot().context.balancesStatus).toBe('loading')
    send.send({ type: 'START', account: solana('B2') })
    answers[1]?.([])
    await waitFor(send, (s) => s.context.balancesStatus === 'ready')
    answers[0]?.([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(send.getSnapshot().context.tokenBalances.map((t) => t.name)).toEqual(['SOL of B2'])
  })

  test('rule: a failed chain read says so (the picker shows balances unavailable)', async () => {
    const { send } = setup(async () => Promise.reject(new Error('rpc down')))
    send.send({ type: 'START', account: solana('A1') })
    await waitFor(send, (s) => s.context.balancesStatus === 'failed')
    expect(send.getSnapshot().context.tokenBalances).toEqual([])
  })
})
