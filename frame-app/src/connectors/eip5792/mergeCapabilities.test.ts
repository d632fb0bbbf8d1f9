import { describe, expect, test } from 'vitest'
import { mergeCapabilities } from './mergeCapabilities.ts'

const unsupported = { atomic: { status: 'unsupported' } }

describe('mergeCapabilities', () => {
  test('default: a wallet without the method gets atomic unsupported on each modal network', () => {
    expect(mergeCapabilities(null, ['0x7a69', '0x7a6a'], undefined)).toEqual({
      '0x7a69': unsupported,
      '0x7a6a': unsupported,
    })
  })

  test("behavior: the wallet's own capabilities pass through, atomic included, as it reported them", () => {
    const answer = {
      '0x7a69': { atomic: { status: 'ready' }, paymasterService: { supported: true } },
      '0x2105': { atomic: { status: 'supported' } },
    }
    expect(mergeCapabilities(answer, ['0x7a69', '0x7a6a'], undefined)).toEqual({
      '0x7a69': { atomic: { status: 'ready' }, paymasterService: { supported: true } },
      '0x2105': { atomic: { status: 'supported' } },
      '0x7a6a': unsupported,
    })
  })

  test('behavior: a chain the wallet answered without atomic keeps its capabilities and says unsupported', () => {
    const answer = { '0x7a69': { assetDiscovery: { supported: true } } }
    expect(mergeCapabilities(answer, ['0x7a69'], undefined)).toEqual({
      '0x7a69': { assetDiscovery: { supported: true }, ...unsupported },
    })
  })

  test("behavior: atomic under 0x0 (every chain) is the wallet's, not overridden per chain", () => {
    const answer = { '0x0': { atomic: { status: 'supported' } } }
    expect(mergeCapabilities(answer, ['0x7a69'], undefined)).toEqual({
      '0x0': { atomic: { status: 'supported' } },
      '0x7a69': {},
    })
  })

  test('param: requested chain ids keep only those chains, however their hex is written', () => {
    const answer = { '0x2105': { atomic: { status: 'supported' } } }
    expect(mergeCapabilities(answer, ['0x7a69', '0x7a6a'], ['0x07A6A'])).toEqual({
      '0x7a6a': unsupported,
    })
  })
})
