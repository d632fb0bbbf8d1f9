import { describe, expect, test } from 'vitest'
import { originPatternProblem } from './originPatternProblem.ts'

describe('originPatternProblem', () => {
  test('default: exact origins and wildcards under a registrable domain are fine', () => {
    for (const pattern of [
      'https://shop.example',
      'https://*.shop.example',
      'http://localhost:3000',
      'https://*.myapp.vercel.app',
      'https://*.shop.co.uk',
      'https://app.example:*',
    ]) {
      expect(originPatternProblem(pattern), pattern).toBeUndefined()
    }
  })

  test('error: wildcards directly on a public suffix are refused', () => {
    for (const pattern of [
      'https://*.com',
      'https://*.co.uk',
      'https://*.vercel.app',
      'https://*.github.io',
      'https://*.com.au',
      'https://*.example',
      'https://*.netlify.app',
      'https://*.pages.dev',
      'https://*.s3.amazonaws.com',
      'https://*',
    ]) {
      expect(originPatternProblem(pattern), pattern).toMatch(/wildcard/)
    }
  })

  test('error: a wildcard that is not the leftmost label is refused (CSP cannot express it)', () => {
    expect(originPatternProblem('https://app.*.example.com')).toMatch(/leftmost/)
  })

  test('error: malformed patterns are refused with the matcher message', () => {
    for (const pattern of [
      'shop.example',
      'ftp://x.example',
      'https://sh*p.example',
      'https://a.example/path',
    ]) {
      expect(originPatternProblem(pattern), pattern).toMatch(/Invalid origin pattern/)
    }
  })
})
