import { describe, expect, test } from 'vitest'
import { MIN_PAIRING_EXPIRY_MS } from './FrameConfigSchema.ts'
import { parseFrameConfig } from './parseFrameConfig.ts'

const valid = {
  projectId: 'demo',
  allowedOrigins: ['https://*.example.com'],
  useDefaultOrigins: true,
}

describe('parseFrameConfig', () => {
  test('default: a valid config is returned as parsed data', () => {
    expect(parseFrameConfig(JSON.stringify(valid))).toEqual({ ok: true, config: valid })
  })

  test('param: apiUrl and relayUrl are accepted when well-formed', () => {
    const config = { ...valid, apiUrl: 'http://127.0.0.1:3000', relayUrl: 'ws://127.0.0.1:4000' }
    expect(parseFrameConfig(JSON.stringify(config))).toEqual({ ok: true, config })
  })

  test('param: pairingExpiryMs is accepted from the shortest allowed value up', () => {
    for (const pairingExpiryMs of [MIN_PAIRING_EXPIRY_MS, 240_000]) {
      const config = { ...valid, pairingExpiryMs }
      expect(parseFrameConfig(JSON.stringify(config))).toEqual({ ok: true, config })
    }
  })

  test('param: receiptTimeoutMs is accepted from one second up', () => {
    for (const receiptTimeoutMs of [1000, 25_000]) {
      const config = { ...valid, receiptTimeoutMs }
      expect(parseFrameConfig(JSON.stringify(config))).toEqual({ ok: true, config })
    }
  })

  test('error: a missing config is reported clearly', () => {
    expect(parseFrameConfig(null)).toEqual({
      ok: false,
      error: 'Porthole frame config is missing.',
    })
  })

  test('error: text that is not JSON is reported', () => {
    expect(parseFrameConfig('{nope')).toMatchObject({ ok: false, error: /not valid JSON/ })
  })

  test.each([
    ['no projectId', { ...valid, projectId: '' }, /projectId/],
    ['bad origin pattern', { ...valid, allowedOrigins: ['example.com'] }, /allowedOrigins\.0/],
    ['bad relay scheme', { ...valid, relayUrl: 'http://relay' }, /relayUrl/],
    [
      'pairing expiry inside the 10 s tolerance',
      { ...valid, pairingExpiryMs: 10_000 },
      /pairingExpiryMs/,
    ],
    ['fractional pairing expiry', { ...valid, pairingExpiryMs: 20_000.5 }, /pairingExpiryMs/],
    ['pairing expiry as text', { ...valid, pairingExpiryMs: '20000' }, /pairingExpiryMs/],
    ['receipt timeout under a second', { ...valid, receiptTimeoutMs: 500 }, /receiptTimeoutMs/],
    ['defaults flag missing', { projectId: 'x', allowedOrigins: [] }, /useDefaultOrigins/],
  ])('error: %s is rejected with the field named', (_label, config, message) => {
    const result = parseFrameConfig(JSON.stringify(config))
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.error).toMatch(message)
  })
})
