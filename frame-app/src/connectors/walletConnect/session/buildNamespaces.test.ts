import type { Network } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { buildNamespaces } from './buildNamespaces.ts'

const network = (id: number | string, chainNamespace: Network['chainNamespace']): Network => ({
  id,
  chainNamespace,
  caipNetworkId: `${chainNamespace}:${id}`,
  name: String(id),
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
})

describe('buildNamespaces', () => {
  test('default: EVM networks become eip155 chains with the signing methods and events', () => {
    expect(buildNamespaces([network(1, 'eip155'), network(137, 'eip155')], null)).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:137'],
        methods: [
          'personal_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
          'wallet_pay',
        ],
        events: ['chainChanged', 'accountsChanged'],
      },
    })
  })
  test('param: the active network comes first', () => {
    const namespaces = buildNamespaces([network(1, 'eip155'), network(137, 'eip155')], 'eip155:137')
    expect(namespaces.eip155?.chains).toEqual(['eip155:137', 'eip155:1'])
  })
  test('behavior: Solana clusters become a solana namespace beside eip155 (one approval for both)', () => {
    expect(buildNamespaces([network(1, 'eip155'), network('5eyk', 'solana')], null).solana).toEqual(
      {
        chains: ['solana:5eyk'],
        methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
      },
    )
  })
  test('behavior: Bitcoin networks become a bip122 namespace with Reown’s Bitcoin RPC; none means no namespaces', () => {
    expect(buildNamespaces([network('000000000019d6689c085ae165831e93', 'bip122')], null)).toEqual({
      bip122: {
        chains: ['bip122:000000000019d6689c085ae165831e93'],
        methods: ['getAccountAddresses', 'signMessage', 'signPsbt'],
        events: ['bip122_addressesChanged'],
      },
    })
    expect(buildNamespaces([], null)).toEqual({})
  })
})
