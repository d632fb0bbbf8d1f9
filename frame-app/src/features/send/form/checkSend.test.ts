import { describe, expect, test } from 'vitest'
import type { SendAsset } from '../SendAsset.ts'
import { bob, dusd as dusdOf100, eth as ethOf2 } from '../test/sendFixtures.ts'
import { checkSend, type SendCheckInput } from './checkSend.ts'

const eth = { ...ethOf2, value: 3000, quantity: { decimals: '18', numeric: '1' } }
const dusd = { ...dusdOf100, quantity: { decimals: '6', numeric: '100.5' } }
const receiver = bob
const base: SendCheckInput = {
  namespace: 'eip155',
  token: dusd,
  native: eth,
  nativeSymbol: 'ETH',
  amount: '1',
  receiver,
  receiverAddress: receiver,
  fee: 10n ** 15n,
}

describe('checkSend', () => {
  test('default: a token, an amount within the balance, a valid receiver and the fee covered pass', () => {
    expect(checkSend(base)).toBeNull()
    expect(checkSend({ ...base, amount: '100.5' })).toBeNull()
    expect(checkSend({ ...base, token: eth, amount: '0.999' })).toBeNull()
  })

  test('error: amount and receiver are required; a non-numeric amount counts as 0 (SPEC §5, §8)', () => {
    const required = 'send.required'
    expect(checkSend({ ...base, amount: '' })).toEqual({ field: 'amount', key: required })
    expect(checkSend({ ...base, amount: 'abc' })).toEqual({ field: 'amount', key: required })
    expect(checkSend({ ...base, amount: '0' })).toEqual({ field: 'amount', key: required })
    expect(checkSend({ ...base, receiver: ' ', receiverAddress: '' })).toEqual({
      field: 'receiver',
      key: required,
    })
  })

  test('error: a token is required', () => {
    expect(checkSend({ ...base, token: null })).toEqual({
      field: 'token',
      key: 'send.tokenRequired',
    })
  })

  test("error: on Bitcoin, an amount under the receiver output's dust limit", () => {
    const btc: SendAsset = {
      ...eth,
      name: 'Bitcoin',
      symbol: 'BTC',
      quantity: { decimals: '8', numeric: '1' },
    }
    const bitcoin = {
      ...base,
      namespace: 'bip122' as const,
      token: btc,
      native: btc,
      fee: 200n,
      dustLimit: 294n,
    }
    expect(checkSend({ ...bitcoin, amount: '0.00000293' })).toMatchObject({
      field: 'amount',
      key: 'send.dust',
    })
    expect(checkSend({ ...bitcoin, amount: '0.00000294' })).toBeNull()
  })

  test('error: an address invalid for the namespace', () => {
    expect(checkSend({ ...base, receiver: '0x123', receiverAddress: '' })).toEqual({
      field: 'receiver',
      key: 'send.badAddress.eip155',
    })
    expect(
      checkSend({ ...base, namespace: 'solana', receiver: '0x123', receiverAddress: '' })?.key,
    ).toBe('send.badAddress.solana')
  })

  test('error: more decimals than the token has, an amount above the balance', () => {
    expect(checkSend({ ...base, amount: '1.0000001' })).toEqual({
      field: 'amount',
      key: 'send.tooPrecise',
      params: { symbol: 'DUSD', decimals: '6' },
    })
    expect(checkSend({ ...base, amount: '100.500001' })).toEqual({
      field: 'amount',
      key: 'send.insufficient',
      params: { symbol: 'DUSD' },
    })
  })

  test('error: gas not covered, for the native coin (amount plus fee) and for a token (fee alone)', () => {
    const noGas = { field: 'amount', key: 'send.noGas', params: { symbol: 'ETH' } }
    expect(checkSend({ ...base, token: eth, amount: '1' })).toEqual(noGas)
    expect(
      checkSend({ ...base, native: { ...eth, quantity: { decimals: '18', numeric: '0' } } }),
    ).toEqual(noGas)
    expect(checkSend({ ...base, native: null })).toEqual(noGas)
    expect(checkSend({ ...base, fee: null, native: null })).toBeNull()
  })
})
