import { describe, expect, test } from 'vitest'
import { createDispatcher } from '../bridge/createDispatcher.ts'
import { ErrorCode } from '../errors.ts'
import { validate } from '../validation/standardSchema.ts'
import { hostCalls } from './hostCalls.ts'
import { PayRequestSchema, parsePayAsset } from './paySchemas.ts'
import { wire } from './wire.ts'

const DUSD = `eip155:31337/erc20:0x${'ab'.repeat(20)}`
const order = {
  orderId: 'order-42',
  recipient: `0x${'12'.repeat(20)}`,
  amount: '1.25',
  asset: DUSD,
}
const accepts = async (request: unknown) => (await validate(PayRequestSchema, request)).ok

describe('PayRequestSchema', () => {
  test('default: a token or native payment with optional networks', async () => {
    expect(await accepts(order)).toBe(true)
    expect(await accepts({ ...order, asset: 'eip155:1/slip44:60', amount: '0.000001' })).toBe(true)
    expect(await accepts({ ...order, networks: ['eip155:31337'] })).toBe(true)
    expect(await accepts({ ...order, orderId: 'a'.repeat(128), amount: '100' })).toBe(true)
  })

  test.each([
    ['an empty order id', { orderId: '' }],
    ['an order id of 129 characters', { orderId: 'a'.repeat(129) }],
    ['an order id with a slash', { orderId: 'a/b' }],
    ['a short recipient', { recipient: '0x1234' }],
    ['a recipient name', { recipient: 'alice.eth' }],
    ['a zero amount', { amount: '0.00' }],
    ['a negative amount', { amount: '-1' }],
    ['an amount with a comma', { amount: '1,5' }],
    ['an amount in exponent form', { amount: '1e6' }],
    ['an amount as a number', { amount: 1.25 }],
    ['an amount with a leading zero', { amount: '01' }],
    ['a CAIP-2 id as asset', { asset: 'eip155:31337' }],
    ['an asset of another namespace', { asset: 'solana:5eykt4/slip44:501' }],
    ['an ERC-20 with a short address', { asset: 'eip155:1/erc20:0x1234' }],
    ['an ERC-721 asset', { asset: `eip155:1/erc721:0x${'ab'.repeat(20)}` }],
    ['an empty network list', { networks: [] }],
  ])('behavior: refuses %s', async (_name, change) => {
    expect(await accepts({ ...order, ...change })).toBe(false)
  })

  test('behavior: a PAY that fails its schema is refused with 5110, naming the field', async () => {
    const dispatch = createDispatcher(hostCalls, { PAY: () => Promise.reject() }, { wire })
    const response = await dispatch({
      id: crypto.randomUUID(),
      v: 1,
      name: 'PAY',
      payload: { ...order, amount: '1,5' },
    })
    expect(response).toMatchObject({ ok: false, error: { code: ErrorCode.paymentInvalid } })
    expect(response.ok ? '' : response.error.message).toContain('amount')
  })
})

describe('parsePayAsset', () => {
  test('default: the network and the token of an asset', () => {
    expect(parsePayAsset(DUSD)).toEqual({
      caipNetworkId: 'eip155:31337',
      token: `0x${'ab'.repeat(20)}`,
    })
    expect(parsePayAsset('eip155:1/slip44:60')).toEqual({
      caipNetworkId: 'eip155:1',
      token: undefined,
    })
  })
})
