import { describe, expect, test } from 'vitest'
import { explorerLink } from './explorerLink.ts'

describe('explorerLink', () => {
  test('default: appends the page to the base path', () => {
    expect(explorerLink('https://etherscan.io', 'tx/0xabc')).toBe('https://etherscan.io/tx/0xabc')
    expect(explorerLink('https://scan.example/goerli/', 'address/0x1')).toBe(
      'https://scan.example/goerli/address/0x1',
    )
  })

  test('behavior: keeps the base query, as Solana Explorer needs for its cluster', () => {
    const base = `https://explorer.solana.com/?cluster=custom&customUrl=${encodeURIComponent('http://127.0.0.1:8899')}`
    const link = new URL(explorerLink(base, 'address/46JM8QaM2G3Z6vXkvZVMAaUFPAtMNE9VLRiRhzULoQtQ'))
    expect(link.pathname).toBe('/address/46JM8QaM2G3Z6vXkvZVMAaUFPAtMNE9VLRiRhzULoQtQ')
    expect(link.searchParams.get('cluster')).toBe('custom')
    expect(link.searchParams.get('customUrl')).toBe('http://127.0.0.1:8899')
  })

  test('behavior: keeps a hash after the query', () => {
    expect(explorerLink('https://scan.example/#main', 'tx/1')).toBe(
      'https://scan.example/tx/1#main',
    )
  })
})
