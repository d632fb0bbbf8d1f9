import type { Network } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { evmNetwork } from '#test/testNetworks.ts'
import { pickActiveNetwork } from './pickActiveNetwork.ts'
import { isSupportedNetwork, resolveNetwork } from './resolveNetwork.ts'

const net = (id: number): Network => evmNetwork(id)
const networks = [net(1), net(137)]

describe('pickActiveNetwork', () => {
  test('default: nothing stored → the first requested network', () => {
    expect(pickActiveNetwork({ stored: null, networks })).toBe('eip155:1')
  })

  test('param: the host default network wins over the first one', () => {
    expect(pickActiveNetwork({ stored: null, networks, defaultNetwork: 'eip155:137' })).toBe(
      'eip155:137',
    )
  })

  test('behavior: a stored requested network is picked', () => {
    expect(pickActiveNetwork({ stored: 'eip155:137', networks })).toBe('eip155:137')
  })

  test('behavior: a stored network of a known namespace that is not requested stays (unsupported)', () => {
    expect(pickActiveNetwork({ stored: 'eip155:10', networks })).toBe('eip155:10')
  })

  test.each([['cosmos:hub'], ['garbage']])('error: stored %s falls back to the first', (stored) => {
    expect(pickActiveNetwork({ stored, networks })).toBe('eip155:1')
  })
})

describe('resolveNetwork', () => {
  test('default: a requested network is returned as configured', () => {
    expect(resolveNetwork('eip155:137', networks)).toMatchObject({
      name: 'Chain 137',
      unsupported: false,
    })
  })

  test('behavior: an unknown one is a placeholder marked unsupported with an empty currency', () => {
    expect(resolveNetwork('eip155:10', networks)).toMatchObject({
      id: 10,
      unsupported: true,
      nativeCurrency: { name: '', symbol: '' },
    })
  })

  test('param: with no requested networks every network is supported', () => {
    expect(isSupportedNetwork('eip155:10', [])).toBe(true)
    expect(isSupportedNetwork('eip155:10', networks)).toBe(false)
  })
})
