import type { Network } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import type { RegistryWallet } from '../../api/WalletPageSchema.ts'
import type { Connector } from '../../connectors/Connector.ts'
import { describeConnector } from './describeConnector.ts'

const network = (caipNetworkId: string): Network => ({
  id: caipNetworkId.split(':')[1]!,
  chainNamespace: caipNetworkId.split(':')[0] as Network['chainNamespace'],
  caipNetworkId,
  name: caipNetworkId,
  nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
  rpcUrls: { default: { http: [] } },
})
const networks = [network('eip155:1'), network('solana:local'), network('eip155:10')]
const registry: RegistryWallet[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b',
    name: 'MetaMask',
    rdns: 'io.metamask',
    imageId: 'eebe4a7f-7166-402f-92e0-1f64ca2aa800',
  },
  { id: '1ae92b26df02f0abca6304df07debccd18262fdf', name: 'Rainbow', rdns: null },
]
const connector = (fields: Partial<Connector>) =>
  ({ id: 'x', name: 'Wallet', type: 'ANNOUNCED', namespace: 'eip155', ...fields }) as Connector

describe('describeConnector', () => {
  test("default: SPEC §3 fields, its namespace as chain and that namespace's networks as chains", () => {
    const info = describeConnector(
      connector({
        id: 'uuid-1',
        name: 'Dev Wallet',
        rdns: 'dev.porthole.devwallet',
        imageUrl: 'data:x',
      }),
      networks,
      registry,
    )
    expect(info).toEqual({
      id: 'uuid-1',
      name: 'Dev Wallet',
      type: 'ANNOUNCED',
      rdns: 'dev.porthole.devwallet',
      imageUrl: 'data:x',
      chain: 'eip155',
      chains: ['eip155:1', 'eip155:10'],
    })
    expect(describeConnector(connector({ namespace: 'solana' }), networks, []).chains).toEqual([
      'solana:local',
    ])
  })

  test('behavior: explorerId is the registry id of the wallet with the same rdns, else the same name; imageId its image id', () => {
    expect(
      describeConnector(connector({ name: 'MetaMask', rdns: 'io.metamask' }), networks, registry),
    ).toMatchObject({
      explorerId: 'c57ca95b47569778a828d19178114f4db188b89b',
      imageId: 'eebe4a7f-7166-402f-92e0-1f64ca2aa800',
    })
    const rainbow = describeConnector(connector({ name: 'rainbow' }), networks, registry)
    expect(rainbow.explorerId).toBe('1ae92b26df02f0abca6304df07debccd18262fdf')
    // A registry wallet without a stored image has no image id.
    expect(rainbow).not.toHaveProperty('imageId')
    // Another rdns under a listed name is another wallet.
    const fake = describeConnector(
      connector({ name: 'MetaMask', rdns: 'com.fake' }),
      networks,
      registry,
    )
    expect(fake).not.toHaveProperty('explorerId')
    expect(fake).not.toHaveProperty('imageId')
  })
})
