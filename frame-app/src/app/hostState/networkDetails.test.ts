import type { Network } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { evmNetwork, placeholderNetwork, rpcAt, testSolanaNetwork } from '#test/testNetworks.ts'
import type { Connector } from '../../connectors/Connector.ts'
import { networkDetails } from './networkDetails.ts'

const evm = (id: number, extra: Partial<Network> = {}): Network =>
  evmNetwork(id, { rpcUrls: rpcAt(`https://rpc.example/${id}`), ...extra })
const solana: Network = { ...testSolanaNetwork, rpcUrls: rpcAt('http://127.0.0.1:8899') }
const networks = [evm(1, { imageUrl: 'https://img.example/eth.svg' }), evm(10), solana]
const injected = { id: 'i', namespace: 'eip155' } as Connector

describe('networkDetails', () => {
  test('default: the active network with its image as SPEC §3 assets', () => {
    expect(networkDetails('eip155:1', networks, injected).caipNetwork).toEqual({
      ...networks[0],
      assets: { imageUrl: 'https://img.example/eth.svg' },
    })
    // No image, no assets; a host's own assets (an explorer image id) are kept.
    expect(networkDetails('eip155:10', networks, injected).caipNetwork).toEqual(networks[1])
    const named = evm(5, { assets: { imageId: 'img-5' } })
    expect(networkDetails('eip155:5', [named], injected).caipNetwork?.assets).toEqual({
      imageId: 'img-5',
    })
  })

  test('behavior: a wallet that limits nothing approves every network of its namespace', () => {
    expect(networkDetails('eip155:1', networks, injected)).toMatchObject({
      approvedCaipNetworkIds: ['eip155:1', 'eip155:10'],
      supportsAllNetworks: true,
    })
  })

  test('behavior: a WalletConnect session approves its chains; missing one, it does not support all', () => {
    const session = (chains: `eip155:${number}`[]) =>
      ({ id: 'walletConnect', namespace: 'eip155', approvedNetworks: () => chains }) as Connector
    expect(networkDetails('eip155:1', networks, session(['eip155:1']))).toMatchObject({
      approvedCaipNetworkIds: ['eip155:1'],
      supportsAllNetworks: false,
    })
    expect(networkDetails('eip155:1', networks, session(['eip155:10', 'eip155:1']))).toMatchObject({
      approvedCaipNetworkIds: ['eip155:10', 'eip155:1'],
      supportsAllNetworks: true,
    })
  })

  test('param: disconnected, nothing is approved and nothing limits switching', () => {
    expect(networkDetails('eip155:10', networks, null)).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    })
    expect(networkDetails(null, networks, null).caipNetwork).toBeNull()
  })

  test('param: a network that is not requested is SPEC §3 placeholder, unsupported by name', () => {
    expect(networkDetails('eip155:137', networks, injected).caipNetwork).toEqual(
      placeholderNetwork(137),
    )
  })
})
