import { BITCOIN_NETWORKS } from '@porthole/shared-protocol/bitcoin'
import { describe, expect, test } from 'vitest'
import { validateConfig } from '../validateConfig.ts'
import * as networks from './index.ts'

const presets = [
  networks.mainnet,
  networks.base,
  networks.optimism,
  networks.arbitrum,
  networks.polygon,
  networks.sepolia,
  networks.solana,
  networks.solanaDevnet,
  networks.bitcoin,
  networks.bitcoinTestnet4,
  networks.bitcoinSignet,
]

describe('network presets', () => {
  test('default: the public exports', () => {
    expect(Object.keys(networks).sort()).toEqual([
      'arbitrum',
      'base',
      'bitcoin',
      'bitcoinRegtest',
      'bitcoinSignet',
      'bitcoinTestnet4',
      'mainnet',
      'optimism',
      'polygon',
      'sepolia',
      'solana',
      'solanaDevnet',
      'withPublicRpc',
    ])
  })

  test.each([
    [networks.mainnet, 'eip155:1', 'ETH'],
    [networks.base, 'eip155:8453', 'ETH'],
    [networks.optimism, 'eip155:10', 'ETH'],
    [networks.arbitrum, 'eip155:42161', 'ETH'],
    [networks.polygon, 'eip155:137', 'POL'],
    [networks.sepolia, 'eip155:11155111', 'ETH'],
    [networks.solana, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'SOL'],
    [networks.solanaDevnet, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'SOL'],
    [networks.bitcoin, 'bip122:000000000019d6689c085ae165831e93', 'BTC'],
    [networks.bitcoinTestnet4, 'bip122:00000000da84f2bafbbc53dee25a72ae', 'tBTC'],
    [networks.bitcoinSignet, 'bip122:00000008819873e925422c1ff0f99f7c', 'sBTC'],
  ])('default: %s.name is %s paying in %s, and createModal takes it', (preset, caip, symbol) => {
    expect(preset.caipNetworkId).toBe(caip)
    expect(`${preset.chainNamespace}:${preset.id}`).toBe(caip)
    expect(preset.nativeCurrency.symbol).toBe(symbol)
    expect(preset.imageUrl).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    expect(preset.blockExplorers?.default.url).toMatch(/^https:\/\//)
    for (const url of preset.publicRpcUrls) expect(new URL(url).protocol).toBe('https:')
    const { dappData } = validateConfig({ projectId: 'shop', networks: [preset] })
    expect(dappData.networks[0]).toMatchObject({ caipNetworkId: caip, name: preset.name })
  })

  test('behavior: presets name no endpoint, so the frame reads them through the api', () => {
    const { dappData } = validateConfig({
      projectId: 'shop',
      networks: [networks.mainnet, networks.base, networks.solana, networks.solanaDevnet],
    })
    expect(dappData.networks.map((n) => n.rpcUrls.default.http)).toEqual([[], [], [], []])
  })

  test('param: withPublicRpc gives a Solana preset its public endpoint', () => {
    expect(networks.withPublicRpc(networks.solana).rpcUrls.default.http).toEqual([
      'https://api.mainnet-beta.solana.com',
    ])
    expect(networks.withPublicRpc(networks.solanaDevnet).rpcUrls.default.http).toEqual([
      'https://api.devnet.solana.com',
    ])
  })

  test('param: withPublicRpc gives a preset its public endpoints for a frame without an api', () => {
    const network = networks.withPublicRpc(networks.base)
    expect(network.rpcUrls.default.http).toEqual(networks.base.publicRpcUrls)
    const { dappData } = validateConfig({ projectId: 'shop', networks: [network] })
    expect(dappData.networks[0]?.rpcUrls.default.http).toEqual([
      'https://mainnet.base.org',
      'https://base-rpc.publicnode.com',
    ])
  })

  test('param: an EVM preset has a numeric id; test networks, and only they, say so', () => {
    expect([networks.mainnet.id, networks.base.id, networks.sepolia.id]).toEqual([
      1, 8453, 11155111,
    ])
    const testnets = [...presets, networks.bitcoinRegtest].filter((p) => 'testnet' in p)
    expect(testnets.map((p) => p.name)).toEqual([
      'Sepolia',
      'Solana Devnet',
      'Bitcoin Testnet4',
      'Bitcoin Signet',
      'Bitcoin Regtest',
    ])
    expect(networks.bitcoinRegtest).not.toHaveProperty('blockExplorers')
  })

  test('default: every preset has its own id', () => {
    const all = [...presets, networks.bitcoinRegtest]
    expect(new Set(all.map((p) => p.caipNetworkId)).size).toBe(all.length)
  })

  test('param: the Bitcoin presets are the networks the api and the frame know, 8 decimals each', () => {
    const bitcoins = [
      networks.bitcoin,
      networks.bitcoinTestnet4,
      networks.bitcoinSignet,
      networks.bitcoinRegtest,
    ]
    expect(bitcoins.map((p) => p.caipNetworkId)).toEqual(
      Object.values(BITCOIN_NETWORKS).map((network) => network.caipNetworkId),
    )
    expect(bitcoins.map((p) => p.nativeCurrency.decimals)).toEqual([8, 8, 8, 8])
    const { dappData } = validateConfig({
      projectId: 'shop',
      networks: [networks.mainnet, ...bitcoins],
    })
    expect(dappData.networks.map((n) => n.chainNamespace)).toEqual([
      'eip155',
      'bip122',
      'bip122',
      'bip122',
      'bip122',
    ])
  })
})
