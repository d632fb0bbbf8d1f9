import { describe, expect, test } from 'vitest'
import { caipToHexChainId, chainIdToCaip } from './chainIdToCaip.ts'

describe('chainIdToCaip', () => {
  test('default: a hex chain id becomes an eip155 CAIP id', () => {
    expect(chainIdToCaip('0x89')).toBe('eip155:137')
  })

  test('param: decimal strings and numbers are accepted', () => {
    expect(chainIdToCaip('10')).toBe('eip155:10')
    expect(chainIdToCaip(8453)).toBe('eip155:8453')
  })

  test.each([['0x'], ['abc'], [0], [-1], [null], [1.5]])(
    'error: %s is refused with -32602',
    (value) => {
      expect(() => chainIdToCaip(value)).toThrow(expect.objectContaining({ code: -32602 }))
    },
  )
})

describe('caipToHexChainId', () => {
  test('default: eip155 ids become hex', () => {
    expect(caipToHexChainId('eip155:137')).toBe('0x89')
  })

  test('param: other namespaces have no hex chain id', () => {
    expect(caipToHexChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeNull()
  })
})
