import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { account, DUSD, ETH, quoted, setup, swap, tokens } from '../test/swapMachineSetup.ts'
import { amountProblem } from './amountProblem.ts'

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
