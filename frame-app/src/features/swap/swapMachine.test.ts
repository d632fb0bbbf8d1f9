import type { HistoryItem, SwapQuote, SwapToken, SwapTx } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { amountProblem } from './machine/amountProblem.ts'
import type { SwapServices } from './SwapServices.ts'
import { swapMachine } from './swapMachine.ts'

const ETH = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const DUSD = 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const tokens: SwapToken[] = [
  { name: 'Demo USD', symbol: 'DUSD', address: DUSD, decimals: 6, logoUri: '', price: 1 },
  { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '', price: 3000 },
]
const account = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  confirmsInModal: false,
}
const tx: SwapTx = {
  from: account.address,
  to: '0x01',
  data: '0x',
  value: '0',
  eip155: { gasPrice: '1' },
}
const quoteFor = (amount: bigint): SwapQuote => ({
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
function setup(
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
const swap = (actor: ReturnType<typeof setup>['actor']) => {
  actor.send({ type: 'SWAP' })
  actor.send({ type: 'CONFIRM' })
}

const quoted = async (actor: ReturnType<typeof setup>['actor'], amount = '100') => {
  await waitFor(actor, (s) => s.matches('form'))
  actor.send({ type: 'SET', field: 'amount', value: amount })
  await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
}

describe('swapMachine', () => {
  test('default: tokens load, a debounced quote, the swap lands and balances are read again', async () => {
    const { actor, calls } = setup()
    await quoted(actor)
    expect(actor.getSnapshot().context.quote?.fromAmount).toBe('100000000')
    swap(actor)
    await waitFor(actor, (s) => s.matches('success'))
    await waitFor(actor, (s) => s.context.balances[DUSD] === 900_000_000n)
    expect(calls.sent).toEqual(['0x38'])
    expect(actor.getSnapshot().context).toMatchObject({ approved: false, hash: '0xhash1' })
  })

  test('behavior: the swap sent is recorded as a pending trade of the quoted amounts, then settled confirmed, and the view returns to Account', async () => {
    const { actor, calls } = setup()
    await quoted(actor)
    swap(actor)
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.recorded).toEqual([
      {
        id: '0xhash1',
        metadata: expect.objectContaining({
          operationType: 'trade',
          hash: '0xhash1',
          sentFrom: account.address,
          sentTo: '0x01',
          status: 'pending',
          chain: 'eip155:31337',
        }),
        transfers: [
          expect.objectContaining({ direction: 'out', quantity: { numeric: '100' } }),
          expect.objectContaining({
            direction: 'in',
            fungible_info: expect.objectContaining({ symbol: 'ETH' }),
            quantity: { numeric: '0.033333333333333333' },
          }),
        ],
      },
    ])
    expect(calls.settled).toEqual([['0xhash1', 'confirmed']])
    expect(calls.returned).toBe(1)
  })

  test('behavior: a swap that reverts on chain is settled failed; a rejected one is never recorded', async () => {
    const reverted = setup({ waitForReceipt: async () => 'reverted' })
    await quoted(reverted.actor)
    swap(reverted.actor)
    await waitFor(reverted.actor, (s) => s.matches('failed'))
    expect(reverted.calls.settled).toEqual([['0xhash1', 'failed']])
    expect(reverted.calls.returned).toBe(0)

    const rejected = setup({
      send: async () => {
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      },
    })
    await quoted(rejected.actor)
    swap(rejected.actor)
    await waitFor(rejected.actor, (s) => s.matches('failed'))
    expect(rejected.calls.recorded).toEqual([])
  })

  test('behavior: a quote older than its lifetime is fetched again in the form', async () => {
    const { actor, calls } = setup({ quoteTtlMs: 20 })
    await quoted(actor)
    // Each quote goes stale after 20 ms: more follow however slowly the machine runs.
    await expect.poll(() => calls.quotes, { timeout: 5000, interval: 10 }).toBeGreaterThan(2)
    expect(actor.getSnapshot().matches('form')).toBe(true)
  })

  test('behavior: the preview fetches its stale quote again and stays, Confirm held until the new one is there', async () => {
    const held: { resolve?: (quote: SwapQuote) => void } = {}
    let inPreview = false
    const { actor, calls } = setup({
      quoteTtlMs: 30,
      getQuote: (request) =>
        inPreview
          ? new Promise((resolve) => {
              held.resolve = resolve
            })
          : Promise.resolve(quoteFor(request.amount + 1n)),
    })
    await quoted(actor)
    inPreview = true
    actor.send({ type: 'SWAP' })
    expect(actor.getSnapshot().matches({ form: { review: 'current' } })).toBe(true)
    await waitFor(actor, (s) => s.matches({ form: { review: 'refreshing' } }))
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().matches({ form: { review: 'refreshing' } })).toBe(true)
    expect(calls.sent).toEqual([])
    held.resolve?.(quoteFor(200_000_000n))
    await waitFor(actor, (s) => s.matches({ form: { review: 'current' } }))
    expect(actor.getSnapshot().context.quote?.fromAmount).toBe('200000000')
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('success'))
  })

  test('behavior: on the clock, a stale quote is fetched again in the background; the shown quote and Swap stay usable until the fresh one replaces it', async () => {
    const clock = new SimulatedClock()
    const asked: ((quote: SwapQuote) => void)[] = []
    const { actor } = setup(
      {
        quoteTtlMs: 15_000,
        debounceMs: 400,
        getQuote: () => new Promise((resolve) => asked.push(resolve)),
      },
      { clock },
    )
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SET', field: 'amount', value: '100' })
    clock.increment(399)
    expect(asked).toHaveLength(0)
    clock.increment(1)
    asked[0]?.(quoteFor(100_000_000n))
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))

    clock.increment(14_999)
    expect(actor.getSnapshot().matches({ form: 'quoted' })).toBe(true)
    clock.increment(1)
    const requoting = actor.getSnapshot()
    expect(requoting.matches({ form: 'requoting' })).toBe(true)
    expect(asked).toHaveLength(2)
    expect(requoting.context.quote?.toAmount).toBe(quoteFor(100_000_000n).toAmount)
    expect(requoting.can({ type: 'SWAP' })).toBe(true)

    asked[1]?.({ ...quoteFor(100_000_000n), toAmount: '42' })
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
    expect(actor.getSnapshot().context.quote?.toAmount).toBe('42')
  })

  test('behavior: Swap pressed while the requote is in flight opens the preview, which waits for a fresh quote with Confirm held, then swaps on that quote', async () => {
    const clock = new SimulatedClock()
    const asked: ((quote: SwapQuote) => void)[] = []
    const built: bigint[] = []
    const { actor, calls } = setup(
      {
        quoteTtlMs: 15_000,
        debounceMs: 400,
        getQuote: () => new Promise((resolve) => asked.push(resolve)),
        buildSwap: async (request) => {
          built.push(request.amount)
          return { ...tx, data: '0x38' }
        },
      },
      { clock },
    )
    await waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'SET', field: 'amount', value: '100' })
    clock.increment(400)
    asked[0]?.(quoteFor(100_000_000n))
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
    clock.increment(15_000)
    expect(actor.getSnapshot().matches({ form: 'requoting' })).toBe(true)

    actor.send({ type: 'SWAP' })
    expect(actor.getSnapshot().matches({ form: { review: 'refreshing' } })).toBe(true)
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().matches({ form: { review: 'refreshing' } })).toBe(true)
    // The background requote was dropped with the form; the preview asked for its own.
    expect(asked).toHaveLength(3)
    asked[1]?.({ ...quoteFor(100_000_000n), toAmount: '1' })
    asked[2]?.({ ...quoteFor(100_000_000n), toAmount: '7' })
    await waitFor(actor, (s) => s.matches({ form: { review: 'current' } }))
    expect(actor.getSnapshot().context.quote?.toAmount).toBe('7')

    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.sent).toEqual(['0x38'])
    expect(built).toEqual([100_000_000n])
  })

  test("error: no quote for the preview any more is the form's quoteFailed, with its retry", async () => {
    let fail = false
    const { actor } = setup({
      quoteTtlMs: 30,
      getQuote: async (request) => {
        if (fail) throw new Error('no route')
        return quoteFor(request.amount)
      },
    })
    await quoted(actor)
    fail = true
    actor.send({ type: 'SWAP' })
    await waitFor(actor, (s) => s.matches({ form: 'quoteFailed' }))
    fail = false
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
  })

  test('behavior: a short allowance is approved first, and only then the swap is sent', async () => {
    const { actor, calls } = setup({}, { allowance: 0n })
    await quoted(actor)
    swap(actor)
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.sent).toEqual(['0xa9', '0x38'])
    expect(actor.getSnapshot().context.approved).toBe(true)
    // The next swap finds the allowance and asks for no approval.
    actor.send({ type: 'START', account })
    await quoted(actor, '50')
    swap(actor)
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.approves).toBe(1)
  })

  test('error: a rejected approval stops before any swap is sent', async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { actor, calls } = setup(
      { send: async () => Promise.reject(rejection) },
      { allowance: 0n },
    )
    await quoted(actor)
    swap(actor)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.failure).toBe('approveRejected')
    expect(calls.sent).toEqual([])
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
  })

  test("behavior: the view shown again while the wallet's approval is open (an email wallet's ApproveTransaction on top) lets the swap end in its result, approved or declined", async () => {
    for (const answer of ['approve', 'reject'] as const) {
      const held: { settle?: () => void } = {}
      const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
      const { actor } = setup({
        send: (sent) =>
          new Promise((resolve, reject) => {
            held.settle = () => (answer === 'approve' ? resolve('0xhash1') : reject(rejection))
            void sent
          }),
      })
      await quoted(actor)
      swap(actor)
      await waitFor(actor, (s) => s.matches({ swapping: 'sending' }))
      // ApproveTransaction leaves: the Swap view is on top again and its loader starts the flow.
      actor.send({ type: 'START', account })
      held.settle?.()
      await waitFor(actor, (s) => s.matches('success') || s.matches('failed'))
      const { context } = actor.getSnapshot()
      if (answer === 'approve') expect(actor.getSnapshot().matches('success')).toBe(true)
      else expect(context.failure).toBe('swapRejected')
      expect(context.quote?.fromAmount).toBe('100000000')
    }
  })

  test('error: a swap reverted on chain (slippage exceeded) fails as reverted', async () => {
    const { actor } = setup({ waitForReceipt: async () => 'reverted' })
    await quoted(actor)
    swap(actor)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.failure).toBe('reverted')
  })

  test('error: more than the balance is quoted but cannot be swapped', async () => {
    const { actor, calls } = setup()
    await quoted(actor, '5000')
    expect(amountProblem(actor.getSnapshot().context)).toBe('insufficient')
    actor.send({ type: 'SWAP' })
    expect(actor.getSnapshot().matches({ form: 'quoted' })).toBe(true)
    expect(calls.sent).toEqual([])
  })

  test('param: quotes are priced at the gas price the network was loaded with', async () => {
    const { actor, calls } = setup()
    await quoted(actor, '10')
    expect(calls.gasPrices).toEqual([7_000_000_000n])
  })

  test('error: a network the api does not serve says Network not supported for Gas Price, even when swaps fail too', async () => {
    const refused = Object.assign(new Error('HTTP status code: 400'), { status: 400 })
    const { actor } = setup({
      getGasPrice: async () => Promise.reject(refused),
      getTokens: async () => Promise.reject(refused),
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.failure).toBe('gasPriceUnsupported')
  })

  test('error: a gas price the api could not read (not a 400) is loadFailed, with Try again', async () => {
    const down = Object.assign(new Error('HTTP status code: 502'), { status: 502 })
    const { actor } = setup({ getGasPrice: async () => Promise.reject(down) })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.failure).toBe('loadFailed')
  })

  test('error: a network without swaps, and bad amounts, are named', async () => {
    const unsupported = Object.assign(new Error('HTTP status code: 400'), { status: 400 })
    const { actor } = setup({ getTokens: async () => Promise.reject(unsupported) })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.failure).toBe('unsupported')
    const context = { tokens, balances: { [DUSD]: 10n }, from: DUSD, to: ETH }
    expect(amountProblem({ ...context, amount: '' })).toBe('missing')
    expect(amountProblem({ ...context, amount: '1.0000001' })).toBe('invalid')
    expect(amountProblem({ ...context, amount: 'abc' })).toBe('invalid')
    expect(amountProblem({ ...context, to: DUSD, amount: '1' })).toBe('sameToken')
  })
})
