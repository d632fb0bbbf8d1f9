import type { OnrampOptions, OnrampQuote } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { Purchase } from './actors/watchPurchases.ts'
import type { OnrampServices } from './OnrampServices.ts'
import { onrampMachine } from './onrampMachine.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const options: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: 1, contract_address: '' }],
    },
    {
      id: 'PDT',
      name: 'Porthole Demo Token',
      symbol: 'PDT',
      networks: [
        { name: 'anvil', display_name: 'Anvil', chain_id: 31337, contract_address: token },
      ],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '5.00', max: '500.00' }] },
    {
      id: 'EUR',
      payment_method_limits: [{ id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '20000.00' }],
    },
  ],
  fallback: false,
}
const money = (amount: string, currency: string) => ({ amount, currency })
const quote: OnrampQuote = {
  coinbaseFee: money('1.00', 'USD'),
  networkFee: money('0.10', 'USD'),
  paymentSubtotal: money('48.90', 'USD'),
  paymentTotal: money('50.00', 'USD'),
  purchaseAmount: money('48.9', 'PDT'),
  quoteId: 'q-1',
  fallback: false,
}

/** Services over an account history the test extends, as a purchase landing would. */
const earlier: Purchase = { id: 'p-0', hash: '0xearlier', status: 'confirmed', quantity: '5' }
/** A purchase declined before this one began: failed, with no transaction. */
const declinedBefore: Purchase = { id: 'p-1', hash: '', status: 'failed', quantity: '10' }
function setup(overrides: Partial<OnrampServices> = {}) {
  const history = { purchases: [earlier] as Purchase[] }
  const calls: { quote: unknown[]; url: unknown[] } = { quote: [], url: [] }
  const services: OnrampServices = {
    getOptions: async () => options,
    getQuote: async (request) => {
      calls.quote.push(request)
      return quote
    },
    generateUrl: async (request) => {
      calls.url.push(request)
      return 'https://pay.example/buy/select-asset?sessionToken=t'
    },
    getPurchases: async () => history.purchases,
    pollIntervalMs: 5,
    quoteTtlMs: 60_000,
    ...overrides,
  }
  const actor = createActor(onrampMachine, { input: { services } }).start()
  return { actor, history, calls }
}
const account = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 }

/** Starts the flow for `account`, picks the provider and asks a quote for 50 PDT. */
async function askQuote(actor: ReturnType<typeof setup>['actor']) {
  actor.send({ type: 'START', account })
  await waitFor(actor, (s) => s.matches('providers'))
  actor.send({ type: 'SELECT_PROVIDER' })
  actor.send({ type: 'SET', field: 'amount', value: '50' })
  actor.send({ type: 'QUOTE' })
}

describe('onrampMachine', () => {
  test('default: options → provider → amount → quote → waiting → success when the balance rises', async () => {
    const { actor, history, calls } = setup()
    actor.send({ type: 'START', account })
    await waitFor(actor, (s) => s.matches('providers'))
    expect(actor.getSnapshot().context).toMatchObject({
      purchaseCurrency: 'PDT',
      paymentCurrency: 'USD',
      paymentMethod: 'CARD',
    })
    actor.send({ type: 'SELECT_PROVIDER' })
    actor.send({ type: 'SET', field: 'amount', value: '50' })
    actor.send({ type: 'QUOTE' })
    await waitFor(actor, (s) => s.matches({ quoted: 'ready' }))
    expect(calls.quote).toEqual([
      {
        purchaseCurrency: 'PDT',
        paymentCurrency: 'USD',
        amount: '50',
        network: 'anvil',
        paymentMethod: 'CARD',
      },
    ])
    expect(calls.url[0]).toMatchObject({
      destinationWallets: [{ address: account.address, blockchains: ['anvil'], assets: ['PDT'] }],
      quoteId: 'q-1',
      presetFiatAmount: '50',
    })
    actor.send({ type: 'CONTINUE' })
    expect(actor.getSnapshot().value).toBe('waiting')
    // In progress first: not yet a success.
    history.purchases = [{ id: 'p-2', hash: '0xnew', status: 'pending', quantity: '48.9' }, earlier]
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(actor.getSnapshot().value).toBe('waiting')
    history.purchases = [
      { id: 'p-2', hash: '0xnew', status: 'confirmed', quantity: '48.9' },
      earlier,
    ]
    await waitFor(actor, (s) => s.matches('success'))
    expect(actor.getSnapshot().context.received).toBe('48.9')
  })

  test('error: a purchase the provider reports failed ends in failed (an earlier failure does not count); RETRY goes back to the amount', async () => {
    const { actor, history } = setup()
    history.purchases = [declinedBefore, earlier]
    await askQuote(actor)
    await waitFor(actor, (s) => s.matches({ quoted: 'ready' }))
    actor.send({ type: 'CONTINUE' })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(actor.getSnapshot().value).toBe('waiting')
    history.purchases = [
      { id: 'p-3', hash: '', status: 'failed', quantity: '48.9' },
      ...history.purchases,
    ]
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.received).toBeNull()
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe('amount')
    expect(actor.getSnapshot().context.amount).toBe('50')
  })

  test('error: an amount over the limit does not quote', () => {
    const { actor } = setup()
    actor.send({ type: 'START', account })
    return waitFor(actor, (s) => s.matches('providers')).then(() => {
      actor.send({ type: 'SELECT_PROVIDER' })
      actor.send({ type: 'SET', field: 'amount', value: '501' })
      actor.send({ type: 'QUOTE' })
      expect(actor.getSnapshot().value).toBe('amount')
    })
  })

  test('behavior: another payment currency switches to a method it offers', async () => {
    const { actor } = setup()
    actor.send({ type: 'START', account })
    await waitFor(actor, (s) => s.matches('providers'))
    actor.send({ type: 'SELECT_PROVIDER' })
    actor.send({ type: 'SET', field: 'paymentCurrency', value: 'EUR' })
    expect(actor.getSnapshot().context.paymentMethod).toBe('ACH_BANK_ACCOUNT')
  })

  test('error: a failed quote returns to the amount with the failure noted', async () => {
    const { actor } = setup({ getQuote: () => Promise.reject(new Error('HTTP status code: 500')) })
    await askQuote(actor)
    await waitFor(actor, (s) => s.matches('amount') && s.context.quoteFailed)
  })

  test('error: no provider URL leaves Continue unavailable; RETRY asks again', async () => {
    let fail = true
    const { actor } = setup({
      generateUrl: async () => {
        if (fail) throw new Error('HTTP status code: 502')
        return 'https://pay.example/'
      },
    })
    await askQuote(actor)
    await waitFor(actor, (s) => s.matches({ quoted: 'unavailable' }))
    actor.send({ type: 'CONTINUE' })
    expect(actor.getSnapshot().matches({ quoted: 'unavailable' })).toBe(true)
    fail = false
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches({ quoted: 'ready' }))
  })

  test('param: START without an account asks for one; options that fail can be retried', async () => {
    let fail = true
    const { actor } = setup({
      getOptions: async () => {
        if (fail) throw new Error('Request failed')
        return options
      },
    })
    actor.send({ type: 'START', account: null })
    expect(actor.getSnapshot().value).toBe('needsAccount')
    actor.send({ type: 'START', account })
    await waitFor(actor, (s) => s.matches('optionsFailed'))
    fail = false
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('providers'))
  })

  test('behavior: a quote left open past its lifetime is fetched again with a new provider URL', async () => {
    let n = 0
    const { actor, calls } = setup({
      quoteTtlMs: 30,
      getQuote: async (request) => {
        calls.quote.push(request)
        n += 1
        return { ...quote, quoteId: `q-${n}` }
      },
    })
    await askQuote(actor)
    await waitFor(actor, (s) => s.matches({ quoted: 'ready' }))
    expect(calls.url).toHaveLength(1)
    await waitFor(actor, () => calls.url.length === 2)
    await waitFor(actor, (s) => s.matches({ quoted: 'ready' }))
    expect(actor.getSnapshot().context.quote?.quoteId).toBe('q-2')
    expect(calls.url[1]).toMatchObject({ quoteId: 'q-2', presetFiatAmount: '50' })
    // Once the user continued, the purchase is under way: nothing is fetched again.
    actor.send({ type: 'CONTINUE' })
    const fetched = calls.quote.length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(calls.quote).toHaveLength(fetched)
  })

  test('error: a quote that cannot be fetched again returns to the amount with the failure noted', async () => {
    let fail = false
    const { actor } = setup({
      quoteTtlMs: 30,
      getQuote: async () => {
        if (fail) throw new Error('HTTP status code: 500')
        return quote
      },
    })
    await askQuote(actor)
    await waitFor(actor, (s) => s.matches({ quoted: 'ready' }))
    fail = true
    await waitFor(actor, (s) => s.matches('amount') && s.context.quoteFailed)
  })
})
