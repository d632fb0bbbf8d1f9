import { describe, expect, test } from 'vitest'
import {
  DEFAULT_ALLOWED_ORIGINS,
  matchAnyOrigin,
  matchOrigin,
  originPatternToRegExp,
} from './matchOrigin.ts'

describe('matchOrigin', () => {
  test.each([
    ['https://app.example.com', 'https://app.example.com', true],
    ['https://*.vercel.app', 'https://my-app.vercel.app', true],
    ['https://*.vercel.app', 'https://a.b.vercel.app', true],
    ['http://localhost:*', 'http://localhost:5173', true],
    ['https://example.com:8443', 'https://example.com:8443', true],
    ['http://[::1]:*', 'http://[::1]:3000', true],
    ['http://[::1]', 'http://[::1]', true],
    ['https://*.vercel.app', 'https://MY-APP.Vercel.App', true],
  ])('behavior: %s allows %s', (pattern, origin, expected) => {
    expect(matchOrigin(pattern, origin)).toBe(expected)
  })

  test.each([
    ['https://*.vercel.app', 'https://vercel.app', 'the wildcard needs at least one label'],
    ['https://*.vercel.app', 'https://evil.com/.vercel.app', 'a path is not an origin'],
    ['https://*.vercel.app', 'https://vercel.app.evil.com', 'suffix must anchor at the end'],
    ['https://*.vercel.app', 'https://evilvercel.app', 'a wildcard is whole labels'],
    ['https://*.vercel.app', 'http://my-app.vercel.app', 'the scheme must match'],
    ['http://localhost:*', 'https://localhost:3000', 'the scheme must match'],
    ['https://*.vercel.app', 'https://user@my-app.vercel.app', 'userinfo is not an origin'],
    ['https://*.vercel.app', 'https://user:pw@my-app.vercel.app', 'userinfo with a password'],
    ['https://*.vercel.app', 'https://my-app.vercel.app.', 'trailing dot'],
    ['https://app.example.com', 'https://app.example.com.', 'trailing dot on an exact host'],
    ['https://*.vercel.app', 'https://my-app..vercel.app', 'empty label'],
    ['https://*.vercel.app', 'https://my-app.vercel.app:8443', 'a port the pattern does not allow'],
    ['http://localhost:*', 'http://localhost', 'a port wildcard needs a port'],
    ['http://localhost:*', 'http://localhost:3000/', 'a trailing slash is not an origin'],
    ['https://app.example.com', 'null', 'opaque origins never match'],
    ['https://app.example.com', 'https://app.example.com.evil.com', 'exact host with a suffix'],
    ['https://a.example.com', 'https://aXexample.com', 'dots are literal'],
    ['https://*.example.com', 'https://x.example.com\n', 'a newline after the origin'],
    ['https://*.vercel.app', 'javascript://my-app.vercel.app', 'a foreign scheme'],
    ['http://[::1]:*', 'http://[::1]', 'a port wildcard needs a port, IPv6 too'],
    ['http://[::1]', 'http://[::1]x', 'nothing after the bracket'],
  ])('error: %s refuses %s (%s)', (pattern, origin) => {
    expect(matchOrigin(pattern, origin)).toBe(false)
  })

  test('error: a malformed pattern matches nothing and compiling it throws', () => {
    expect(matchOrigin('https://ex*ample.com', 'https://example.com')).toBe(false)
    expect(matchOrigin('*', 'https://example.com')).toBe(false)
    expect(() => originPatternToRegExp('https://exa*mple.com')).toThrow(/Invalid origin pattern/)
    expect(() => originPatternToRegExp('https://example.com/path')).toThrow(
      /Invalid origin pattern/,
    )
  })

  test.each([
    ['http://localhost:4000', true],
    ['http://localhost', true],
    ['https://shop.pages.dev', true],
    ['https://abc.ngrok-free.app', true],
    ['http://127.0.0.1:4000', true],
    ['https://127.0.0.1', true],
    ['http://[::1]:5173', true],
    ['http://127.0.0.2:4000', false],
    ['http://127.0.0.1.evil.com', false],
    ['http://[::2]:4000', false],
    ['https://localhost.evil.com', false],
    ['http://shop.pages.dev', false],
  ])('default: SPEC §6 ancestors: %s is allowed: %s', (origin, allowed) => {
    expect(matchAnyOrigin(DEFAULT_ALLOWED_ORIGINS, origin)).toBe(allowed)
  })

  test('behavior: compiled patterns are anchored RegExps penpal can use', () => {
    const re = originPatternToRegExp('https://*.vercel.app')
    expect(re.test('https://x.vercel.app')).toBe(true)
    expect(re.test('https://x.vercel.app.evil.com')).toBe(false)
    expect(re.test('xhttps://x.vercel.app')).toBe(false)
  })
})
