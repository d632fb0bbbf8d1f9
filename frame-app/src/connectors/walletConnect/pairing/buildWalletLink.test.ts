import { describe, expect, test } from 'vitest'
import { buildWalletLink } from './buildWalletLink.ts'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1700000000'
const encoded = encodeURIComponent(uri)

describe('buildWalletLink', () => {
  test('default: a universal link gets wc?uri= after a slash', () => {
    expect(buildWalletLink('https://metamask.app.link', uri)).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
    expect(buildWalletLink('https://link.trustwallet.com/', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
  })
  test('param: a native scheme in any spelling becomes scheme://wc?uri=', () => {
    for (const link of ['metamask', 'metamask:', 'metamask://', 'metamask:/'])
      expect(buildWalletLink(link, uri)).toBe(`metamask://wc?uri=${encoded}`)
  })
  test('behavior: the whole URI is encoded, so its own query survives', () => {
    const link = buildWalletLink('rainbow://', uri)
    expect(decodeURIComponent(new URL(link).searchParams.get('uri') ?? '')).toBe(uri)
  })
  test('error: scripts, browser and OS schemes, plain http and empty links are refused', () => {
    for (const link of [
      'javascript:alert(1)',
      'intent://',
      'ms-settings:',
      'chrome://',
      'http://a.example',
    ])
      expect(() => buildWalletLink(link, uri)).toThrow(/Not a wallet link/)
    expect(() => buildWalletLink(' ', uri)).toThrow(/Not a wallet link/)
  })
})
