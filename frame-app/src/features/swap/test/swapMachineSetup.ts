import type { HistoryItem, SwapQuote, SwapToken, SwapTx } from '@porthole/shared-protocol/dataApi'
import { createActor, type SimulatedClock, waitFor } from 'xstate'
import { swapMachine } from '../machine/swapMachine.ts'
import type { SwapServices } from '../SwapServices.ts'

export const ETH = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
export const DUSD = 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
export const tokens: SwapToken[] = [
  { name: 'Demo USD', symbol: 'DUSD', address: DUSD, decimals: 6, logoUri: '', price: 1 },
  { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '', price: 3000 },
]
export const account = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetworkId: 'eip155:31337',
  confirmsInModal: false,
}
export const tx: SwapTx = {
  from: account.address,
  to: '0x01',
  data: '0x',
  value: '0',
  eip155: { gasPrice: '1' },
}
export const quoteFor = (amount: bigint): SwapQuote => ({
  fromAccount: DUSD,
  fromAmount: String(amount),
  toAccount: ETH,
  toAmount: String((amount * 10n ** 12n) / 3000n),
  route: [DUSD, ETH],
  priceImpact: 0.1,
  fee: '0',
  slippage: 0.5,
  minimumReceived: '0',
  gas: '100000',
  gasPrice: '1',
  blockNumber: '1',
})

/** Services over an in-memory wallet: balances, an allowance, sent transactions and receipts. */
export function setup(
  overrides: Partial<SwapServices> = {},
  options: { allowance?: bigint; clock?: SimulatedClock } = {},
) {
  const state = { allowance: options.allowance ?? 10n ** 30n, balance: 1000_000_000n }
  const calls = {
    quotes: 0,
    gasPrices: [] as (bigint | null)[],
    sent: [] as string[],
    approves: 0,
    recorded: [] as HistoryItem[],
    settled: [] as [string, string][],
    returned: 0,
  }
  const services: SwapServices = {
    getTokens: async () => tokens,
    getGasPrice: async () => 7_000_000_000n,
    getBalances: async () => ({ [DUSD]: state.balance, [ETH]: 10n ** 18n }),
    getQuote: async (request) => {
      calls.quotes++
      calls.gasPrices.push(request.gasPrice)
      return quoteFor(request.amount)
    },
    getAllowance: async () => state.allowance,
    buildApprove: async () => {
      calls.approves++
      return { ...tx, data: '0xa9' }
    },
    buildSwap: async () => ({ ...tx, data: '0x38' }),
    send: async (sent) => {
      calls.sent.push(sent.data)
      if (sent.data === '0xa9') state.allowance = 10n ** 30n
      else state.balance -= 100_000_000n
      return `0xhash${calls.sent.length}`
    },
    waitForReceipt: async () => 'success',
    recordSwap: (item) => calls.recorded.push(item),
    settleSwap: (hash, status) => calls.settled.push([hash, status]),
    returnToAccount: () => {
      calls.returned++
    },
    quoteTtlMs: 10_000,
    debounceMs: 1,
    ...overrides,
  }
  const actor = createActor(swapMachine, {
    input: { services },
    ...(options.clock ? { clock: options.clock } : {}),
  }).start()
  actor.send({ type: 'START', account })
  return { actor, calls, state }
}

/** Swap, then confirm the preview. */
export const swap = (actor: ReturnType<typeof setup>['actor']) => {
  actor.send({ type: 'SWAP' })
  actor.send({ type: 'CONFIRM' })
}

/** The form with a quote for `amount` DUSD. */
export const quoted = async (actor: ReturnType<typeof setup>['actor'], amount = '100') => {
  await waitFor(actor, (s) => s.matches('form'))
  actor.send({ type: 'SET', field: 'amount', value: amount })
  await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
}
