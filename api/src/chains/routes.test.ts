import { BITCOIN_NETWORKS } from '@porthole/shared-protocol/bitcoin'
import { describe, expect, test } from 'vitest'
import { useTestApp } from '../testing/useTestApp.ts'

const chain = (id: number, wsUrl?: string) => ({
  caipNetworkId: `eip155:${id}`,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'http://127.0.0.1:1',
  ...(wsUrl ? { wsUrl } : {}),
})

const REGTEST = BITCOIN_NETWORKS.regtest.caipNetworkId

const t = useTestApp({
  chains: [chain(31337, 'ws://127.0.0.1:1'), chain(10)],
  bitcoinChains: [{ caipNetworkId: REGTEST, esploraUrl: 'http://127.0.0.1:1' }],
})

describe('GET /v1/supported-chains', () => {
  test('default: the configured chains as CAIP-2 ids, over http and (where set) ws', async () => {
    const res = await t.get('/v1/supported-chains?projectId=test&st=appkit&sv=html-1.7.6')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      http: ['eip155:31337', 'eip155:10', REGTEST],
      ws: ['eip155:31337'],
    })
  })

  test('error: an unknown project is refused', async () => {
    expect((await t.get('/v1/supported-chains?projectId=nobody')).status).toBe(403)
  })
})
