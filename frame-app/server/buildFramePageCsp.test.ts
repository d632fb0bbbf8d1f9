import { describe, expect, test } from 'vitest'
import { buildFramePageCsp } from './buildFramePageCsp.ts'

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ')
      return [name, values]
    }),
  )

describe('buildFramePageCsp', () => {
  test('default: scripts only from self, no plugins, no base, frame-ancestors kept', () => {
    const csp = directives(
      buildFramePageCsp({ frameAncestors: 'frame-ancestors https://a.example' }),
    )
    expect(csp['default-src']).toEqual(["'none'"])
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'none'"])
    expect(csp['form-action']).toEqual(["'none'"])
    expect(csp['frame-ancestors']).toEqual(['https://a.example'])
    expect(csp['frame-src']).toEqual([
      'https://verify.walletconnect.org',
      'https://verify.walletconnect.com',
    ])
    expect(csp['connect-src']).toEqual([
      "'self'",
      'wss://relay.walletconnect.org',
      'wss://relay.walletconnect.com',
      'https://verify.walletconnect.org',
      'https://verify.walletconnect.com',
      'https:',
    ])
  })

  test('param: the api, the relay and listed sources are in connect-src; nothing else is plain http', () => {
    const csp = directives(
      buildFramePageCsp({
        frameAncestors: "frame-ancestors 'none'",
        apiUrl: 'http://127.0.0.1:8787/base',
        relayUrl: 'ws://127.0.0.1:9000/relay',
        connectSources: ['http://127.0.0.1:*'],
      }),
    )
    expect(csp['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
      'ws://127.0.0.1:9000',
      'https://verify.walletconnect.org',
      'https://verify.walletconnect.com',
      'https:',
      'http://127.0.0.1:*',
    ])
    expect(csp['img-src']).toContain('http://127.0.0.1:8787')
  })

  test('error: a listed source that could widen the policy is refused', () => {
    for (const source of ['*', "'unsafe-eval'", 'http:', 'https://a.example; script-src *']) {
      expect(() =>
        buildFramePageCsp({ frameAncestors: "frame-ancestors 'none'", connectSources: [source] }),
      ).toThrow(/Not a CSP origin source/)
    }
  })
})
