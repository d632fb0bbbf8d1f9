import { describe, expect, test } from 'vitest'
import { assertOwnSigner } from './assertOwnSigner.ts'

const OWN = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SMART = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const accounts = [OWN, SMART]
const typed = JSON.stringify({ domain: {}, types: {}, primaryType: 'Mail', message: {} })

describe('assertOwnSigner', () => {
  test.each([
    ['eth_sendTransaction', [{ from: OTHER, to: OWN, value: '0x1' }]],
    ['eth_signTransaction', [{ from: OTHER, to: OWN }]],
    ['wallet_sendCalls', [{ from: OTHER, calls: [] }]],
    ['personal_sign', ['0x68656c6c6f', OTHER]],
    ['eth_sign', [OTHER, '0x68656c6c6f']],
    ['eth_signTypedData_v4', [OTHER, typed]],
    ['eth_signTypedData_v3', [OTHER, typed]],
    ['eth_signTypedData', [[], OTHER]],
    ['personal_sign', ['0x68656c6c6f']],
    ['eth_signTypedData_v4', ['not an address', typed]],
  ])('error: %s for another or no address is 4100', (method, params) => {
    expect(() => assertOwnSigner({ method, params }, accounts)).toThrow(
      expect.objectContaining({
        code: 4100,
        message: expect.stringMatching(/not the connected account/),
      }),
    )
  })

  test.each([
    ['eth_sendTransaction', [{ from: OWN.toLowerCase(), to: OTHER }]],
    ['eth_sendTransaction', [{ to: OTHER, value: '0x1' }]],
    ['personal_sign', ['0x68656c6c6f', OWN]],
    ['eth_signTypedData_v4', [SMART, typed]],
    ['wallet_sendCalls', [{ calls: [] }]],
    ['eth_call', [{ from: OTHER, to: OWN }]],
  ])(
    'default: %s for the connected account (or naming none where optional) passes',
    (method, params) => {
      expect(() => assertOwnSigner({ method, params }, accounts)).not.toThrow()
    },
  )
})
