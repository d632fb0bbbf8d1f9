import { describe, expect, test } from 'vitest'
import { isWalletScheme, openableUrl } from './openableUrl.ts'

describe('openableUrl', () => {
  test('default: https pages and wc: pairing URIs are opened, normalised', () => {
    expect(openableUrl(' https://Example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c')
    expect(openableUrl('wc:abc@2?relay-protocol=irn&symKey=00')).toBe(
      'wc:abc@2?relay-protocol=irn&symKey=00',
    )
  })

  test('param: a wallet scheme opens only as a pairing link', () => {
    expect(openableUrl('zerion://wc?uri=wc%3Aabc')).toBe('zerion://wc?uri=wc%3Aabc')
    expect(openableUrl('zerion://')).toBeUndefined()
    expect(openableUrl('zerion://wc?uri=wc:a&then=x')).toBeUndefined()
  })

  test('error: browser, OS and handler schemes are refused even shaped as a wallet link', () => {
    for (const scheme of ['intent', 'chrome', 'ms-settings', 'search-ms', 'http', 'file', 'blob']) {
      expect(isWalletScheme(scheme)).toBe(false)
      expect(openableUrl(`${scheme}://wc?uri=wc:a`)).toBeUndefined()
    }
    expect(isWalletScheme('metamask')).toBe(true)
    expect(isWalletScheme('Meta.Mask')).toBe(false)
  })
})
