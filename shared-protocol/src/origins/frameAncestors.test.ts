import { describe, expect, test } from 'vitest'
import { buildFrameAncestors, resolveAllowedOrigins } from './frameAncestors.ts'
import { DEFAULT_ALLOWED_ORIGINS } from './matchOrigin.ts'

describe('buildFrameAncestors', () => {
  test('default: the SPEC §6 defaults become CSP host-sources', () => {
    const csp = buildFrameAncestors(DEFAULT_ALLOWED_ORIGINS)
    expect(csp).toBe(
      'frame-ancestors http://localhost http://localhost:* https://localhost https://localhost:* ' +
        'http://127.0.0.1 http://127.0.0.1:* https://127.0.0.1 https://127.0.0.1:* ' +
        'https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app ' +
        'https://secure-mobile.walletconnect.com https://secure-mobile.walletconnect.org',
    )
  })

  test('param: IPv6 loopback patterns are left out: CSP cannot name them', () => {
    expect(buildFrameAncestors(['http://[::1]:*', 'https://shop.example'])).toBe(
      'frame-ancestors https://shop.example',
    )
    expect(buildFrameAncestors(['http://[::1]'])).toBe("frame-ancestors 'none'")
  })

  test("param: an empty allow-list forbids every ancestor with 'none'", () => {
    expect(buildFrameAncestors([])).toBe("frame-ancestors 'none'")
  })

  test('param: exact origins and explicit ports are kept as they are', () => {
    expect(buildFrameAncestors(['https://shop.example.com', 'http://127.0.0.1:8080'])).toBe(
      'frame-ancestors https://shop.example.com http://127.0.0.1:8080',
    )
  })

  test('behavior: a wildcard below the leftmost label is widened to the leftmost form', () => {
    expect(buildFrameAncestors(['https://app.*.example.com:*'])).toBe(
      'frame-ancestors https://*.example.com:*',
    )
  })

  test('behavior: duplicates and case differences collapse to one source', () => {
    expect(buildFrameAncestors(['https://A.example.com', 'https://a.example.com'])).toBe(
      'frame-ancestors https://a.example.com',
    )
  })

  test('error: an invalid pattern throws instead of producing a broken policy', () => {
    expect(() => buildFrameAncestors(['https://exa mple.com'])).toThrow(/Invalid origin pattern/)
    expect(() => buildFrameAncestors(["https://a.com; script-src 'unsafe-inline'"])).toThrow()
  })
})

describe('resolveAllowedOrigins', () => {
  test('default: defaults first, then the project origins', () => {
    const origins = resolveAllowedOrigins({
      allowedOrigins: ['https://shop.example.com'],
      useDefaultOrigins: true,
    })
    expect(origins).toEqual([...DEFAULT_ALLOWED_ORIGINS, 'https://shop.example.com'])
  })

  test('param: useDefaultOrigins false keeps only the project origins', () => {
    expect(
      resolveAllowedOrigins({
        allowedOrigins: ['https://shop.example.com'],
        useDefaultOrigins: false,
      }),
    ).toEqual(['https://shop.example.com'])
  })
})
