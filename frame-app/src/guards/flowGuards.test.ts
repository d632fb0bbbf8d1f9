import { describe, expect, test } from 'vitest'
import { hasErrorCode, isSameAccountStart, startsWithAccount } from './flowGuards.ts'

const account = { address: '0xabc', caipNetworkId: 'eip155:1' }

describe('flowGuards', () => {
  test('behavior: START with an account starts a flow; START without one does not', () => {
    expect(startsWithAccount({ event: { type: 'START', account } })).toBe(true)
    expect(startsWithAccount({ event: { type: 'START', account: null } })).toBe(false)
    expect(startsWithAccount({ event: { type: 'RETRY' } })).toBe(false)
  })

  test('behavior: the same account is the same address on the same network', () => {
    const context = { account }
    expect(isSameAccountStart({ context, event: { type: 'START', account: { ...account } } })).toBe(
      true,
    )
    const otherNetwork = { ...account, caipNetworkId: 'eip155:137' }
    expect(isSameAccountStart({ context, event: { type: 'START', account: otherNetwork } })).toBe(
      false,
    )
    const otherAddress = { ...account, address: '0xdef' }
    expect(isSameAccountStart({ context, event: { type: 'START', account: otherAddress } })).toBe(
      false,
    )
  })

  test('param: the error code told apart', () => {
    const rejected = hasErrorCode(4001)
    expect(rejected({ event: { error: { code: 4001 } } })).toBe(true)
    expect(rejected({ event: { error: { code: 4900 } } })).toBe(false)
    expect(rejected({ event: { error: null } })).toBe(false)
  })
})
