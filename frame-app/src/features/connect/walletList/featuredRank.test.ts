import { describe, expect, test } from 'vitest'
import { featuredRank } from './featuredRank.ts'

describe('featuredRank', () => {
  const metamask = { id: 'c57ca95b', rdns: 'io.metamask' }

  test('default: a wallet is featured by its registry id, at its place in the list', () => {
    expect(featuredRank(['x', 'c57ca95b'], metamask)).toBe(1)
  })

  test('param: by rdns too, case-insensitively', () => {
    expect(featuredRank(['IO.MetaMask'], metamask)).toBe(0)
    expect(featuredRank(['C57CA95B'], metamask)).toBe(0)
  })

  test('behavior: -1 when not featured, or when the wallet has no rdns', () => {
    expect(featuredRank(['io.metamask'], { id: 'other', rdns: null })).toBe(-1)
    expect(featuredRank(undefined, metamask)).toBe(-1)
  })
})
