import type { Network } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { withApiRpcUrls } from './withApiRpcUrls.ts'

const network = (caipNetworkId: string, http: string[]): Network => ({
  id: caipNetworkId.split(':')[1]!,
  chainNamespace: caipNetworkId.split(':')[0] as Network['chainNamespace'],
  caipNetworkId,
  name: caipNetworkId,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
})
const rpcUrl = (id: string) => `https://api.example/v1/rpc?chainId=${id}&projectId=p`

describe('withApiRpcUrls', () => {
  test('default: an EVM network without rpcUrls reads through the api', () => {
    const [mainnet, base] = withApiRpcUrls(
      [network('eip155:1', []), network('eip155:8453', [])],
      rpcUrl,
    )
    expect(mainnet?.rpcUrls.default.http).toEqual([rpcUrl('eip155:1')])
    expect(base?.rpcUrls.default.http).toEqual([rpcUrl('eip155:8453')])
    // SPEC §3 chainDefault: the chain's own endpoints, none given here.
    expect(mainnet?.rpcUrls.chainDefault).toEqual({ http: [] })
  })

  test('default: a Solana cluster without rpcUrls reads and sends through the api', () => {
    const id = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const [solana] = withApiRpcUrls([network(id, [])], rpcUrl)
    expect(solana?.rpcUrls.default.http).toEqual([rpcUrl(id)])
  })

  test("param: the host's own rpcUrls are kept, as their chainDefault too", () => {
    const own = network('eip155:10', ['https://mainnet.optimism.io'])
    const ownCluster = network('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', ['https://rpc.example'])
    const bitcoin = network('bip122:000000000019d6689c085ae165831e93', [])
    const [optimism, cluster, btc] = withApiRpcUrls([own, ownCluster, bitcoin], rpcUrl)
    expect(optimism?.rpcUrls).toEqual({
      default: { http: ['https://mainnet.optimism.io'] },
      chainDefault: { http: ['https://mainnet.optimism.io'] },
    })
    expect(cluster?.rpcUrls).toEqual({
      default: { http: ['https://rpc.example'] },
      chainDefault: { http: ['https://rpc.example'] },
    })
    // A Bitcoin network reads through the api's Bitcoin routes beside its RPC route.
    expect(btc?.rpcUrls.default).toEqual({ http: [rpcUrl(bitcoin.caipNetworkId)] })
  })

  test('param: a chainDefault the host names apart from what the modal reads is kept', () => {
    const proxied: Network = {
      ...network('eip155:1', ['https://rpc.shop.example']),
      rpcUrls: {
        default: { http: ['https://rpc.shop.example'] },
        chainDefault: { http: ['https://eth.merkle.io'] },
      },
    }
    expect(withApiRpcUrls([proxied], rpcUrl)).toEqual([proxied])
  })

  test('param: without an api the networks read what the host gave', () => {
    const bare = network('eip155:1', [])
    expect(withApiRpcUrls([bare], undefined)[0]?.rpcUrls.default).toEqual({ http: [] })
  })
})
