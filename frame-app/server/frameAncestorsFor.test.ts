import { DEFAULT_ALLOWED_ORIGINS } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { frameAncestorsFor } from './frameAncestorsFor.ts'

describe('frameAncestorsFor', () => {
  test('default: any referer but the IPv6 loopback gets the allow-list as frame-ancestors', () => {
    for (const referer of [undefined, '', 'http://localhost:3000/', 'https://evil.example/'])
      expect(frameAncestorsFor(['https://shop.example'], referer)).toBe(
        'frame-ancestors https://shop.example',
      )
  })

  test('behavior: an allowed page on [::1], which CSP cannot name, gets no frame-ancestors', () => {
    expect(frameAncestorsFor([...DEFAULT_ALLOWED_ORIGINS], 'http://[::1]:5173/page')).toBe(
      undefined,
    )
  })

  test('error: a page on [::1] that the allow-list does not admit keeps the header', () => {
    expect(frameAncestorsFor(['https://shop.example'], 'http://[::1]:5173/')).toBe(
      'frame-ancestors https://shop.example',
    )
  })
})
