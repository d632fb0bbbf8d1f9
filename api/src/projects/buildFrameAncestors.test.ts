import { DEFAULT_ALLOWED_ORIGINS } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { buildFrameAncestors } from './buildFrameAncestors.ts'

describe('buildFrameAncestors', () => {
  test('default: SPEC §6 defaults followed by the project origins', () => {
    const value = buildFrameAncestors({
      useDefaultOrigins: true,
      allowedOrigins: ['https://shop.example'],
    })
    expect(value.split(' ')).toEqual([...DEFAULT_ALLOWED_ORIGINS, 'https://shop.example'])
    expect(value).toContain('http://localhost:*')
    expect(value).toContain('https://*.vercel.app')
  })

  test('param: useDefaultOrigins false leaves only the project list', () => {
    expect(
      buildFrameAncestors({
        useDefaultOrigins: false,
        allowedOrigins: ['https://shop.example', 'https://*.shop.example'],
      }),
    ).toBe('https://shop.example https://*.shop.example')
  })

  test("behavior: nothing allowed gives 'none'", () => {
    expect(buildFrameAncestors({ useDefaultOrigins: false, allowedOrigins: [] })).toBe("'none'")
  })

  test('behavior: an origin listed twice appears once', () => {
    expect(
      buildFrameAncestors({ useDefaultOrigins: true, allowedOrigins: ['http://localhost'] })
        .split(' ')
        .filter((origin) => origin === 'http://localhost'),
    ).toHaveLength(1)
  })
})
