import type { Network } from '@porthole/shared-protocol/host'
import { describe, expect, test } from 'vitest'
import { solanaStandardChains } from './solanaStandardChains.ts'

const network = (caipNetworkId: string, rpcUrl: string): Network => ({
  id: caipNetworkId.split(':')[1]!,
  chainNamespace: 'solana',
  caipNetworkId: caipNetworkId as Network['caipNetworkId'],
  name: caipNetworkId,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const LOCAL = 'solana:4xYbQ9fWkAqXkC3rTq8H2n6sZ1pD5uVe'

describe('solanaStandardChains', () => {
  test('default: names each network by its CAIP-2 id and its Wallet Standard cluster name', () => {
    const chains = solanaStandardChains([
      network(DEVNET, 'https://api.devnet.solana.com'),
      network(LOCAL, 'http://127.0.0.1:8899'),
    ])
    expect(chains.chains).toEqual([DEVNET, LOCAL, 'solana:devnet', 'solana:localnet'])
    expect(chains.resolve('solana:devnet')).toBe(DEVNET)
    expect(chains.resolve('solana:localnet')).toBe(LOCAL)
    expect(chains.resolve(LOCAL)).toBe(LOCAL)
  })

  test('behavior: a cluster that is not configured keeps its name, and EVM networks are left out', () => {
    const chains = solanaStandardChains([
      { ...network('eip155:31337', 'http://127.0.0.1:8545'), chainNamespace: 'eip155', id: 31337 },
      network(DEVNET, 'https://api.devnet.solana.com'),
    ])
    expect(chains.chains).toEqual([DEVNET, 'solana:devnet'])
    expect(chains.resolve('solana:mainnet')).toBe('solana:mainnet')
  })
})
