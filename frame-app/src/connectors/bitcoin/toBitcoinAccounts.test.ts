import { BITCOIN_NETWORKS } from '@porthole/shared-protocol/bitcoin'
import { describe, expect, test } from 'vitest'
import { toBitcoinAccounts } from './toBitcoinAccounts.ts'

const payment = { address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', publicKey: '02' }
const taproot = {
  address: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
  publicKey: '03',
}

describe('toBitcoinAccounts', () => {
  test('default: the first non-Taproot address pays, the first Taproot one holds ordinals', () => {
    expect(toBitcoinAccounts([taproot, payment], BITCOIN_NETWORKS.regtest)).toEqual([
      { ...payment, intention: 'payment' },
      { ...taproot, intention: 'ordinal' },
    ])
  })

  test('behavior: a Taproot-only wallet pays from its Taproot address', () => {
    expect(toBitcoinAccounts([taproot], BITCOIN_NETWORKS.regtest)).toEqual([
      { ...taproot, intention: 'payment' },
    ])
  })

  test('error: addresses of another network are left out', () => {
    expect(toBitcoinAccounts([payment, taproot], BITCOIN_NETWORKS.mainnet)).toEqual([])
  })
})
