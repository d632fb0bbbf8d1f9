import {
  type SolanaValidator,
  solanaDataChainFor,
  startSolanaValidator,
} from '@porthole/e2e/solanaValidator'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SolanaDataChainSchema } from '../chains/SolanaDataChainSchema.ts'
import { type DownEndpoints, startDownEndpoints } from '../testing/doubles/startDownEndpoints.ts'
import { expectPingRanking } from '../testing/expectPingRanking.ts'
import { solanaRpcTarget } from './solanaRpcTarget.ts'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const MAINNET_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'
let validator: SolanaValidator
let down: DownEndpoints
beforeAll(async () => {
  ;[validator, down] = await Promise.all([startSolanaValidator(), startDownEndpoints()])
}, 30_000)
afterAll(() => Promise.all([validator?.stop(), down?.stop()]))

const target = (rpcUrl: string, rpcFallbackUrls: string[], caipNetworkId?: string) =>
  solanaRpcTarget(
    SolanaDataChainSchema.parse({
      ...solanaDataChainFor(validator),
      ...(caipNetworkId ? { caipNetworkId } : {}),
      rpcUrl,
      rpcFallbackUrls,
    }),
  )

describe('solanaRpcTarget', () => {
  test('behavior: pings (getHealth, getGenesisHash) rank the live cluster above down endpoints', async () => {
    const ranked = target(down.refused, [down.unavailable, validator.rpcUrl])
    await expectPingRanking(ranked, validator.rpcUrl)
  })

  test('behavior: a healthy node of another cluster does not pass the ping', () => {
    const { healthy } = target(validator.rpcUrl, [], MAINNET).ping
    expect(healthy(['ok', MAINNET_GENESIS])).toBe(true)
    // The local validator's genesis hash is not mainnet's.
    expect(healthy(['ok', `${validator.caipNetworkId.slice(7)}xyz`])).toBe(false)
    // getHealth answers an error (undefined result) while the node is behind.
    expect(healthy([undefined, MAINNET_GENESIS])).toBe(false)
  })

  test('default: the endpoints are rpcUrl then rpcFallbackUrls, with the Solana methods', () => {
    const { endpoints, methods } = target(down.refused, [validator.rpcUrl])
    expect(endpoints).toEqual([down.refused, validator.rpcUrl])
    expect(methods.has('sendTransaction')).toBe(true)
    expect(methods.has('requestAirdrop')).toBe(false)
    expect(methods.has('eth_sendRawTransaction')).toBe(false)
  })
})
