import { testMainnet } from '@porthole/shared-protocol/testing'
import { describe, expect, test, vi } from 'vitest'
import type { ApiClient } from '../../api/createApiClient.ts'
import type { ChainClients } from '../../chains/createChainClients.ts'
import { summarizeWithDeps } from './summarizeWithDeps.ts'

const account = '0x1111111111111111111111111111111111111111'
const transfer = {
  method: 'eth_sendTransaction',
  params: [{ from: account, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
}
const context = { hostOrigin: 'https://shop.example', caipNetworkId: 'eip155:1', account }

/** A summary on a network with no RPC URL (so only the api is asked), with this api. */
function summarize(servesChain: (chainId: string) => Promise<boolean>) {
  const post = vi.fn(async () => ({ status: 'success', send: [], receive: [] }))
  const api = { client: { post } as unknown as ApiClient, servesChain }
  const summary = summarizeWithDeps(
    {
      chainClients: {} as ChainClients,
      api: () => api,
      networks: () => [{ ...testMainnet, rpcUrls: { default: { http: [] } } }],
    },
    transfer,
    context,
  )
  return { post, summary }
}

describe('summarizeWithDeps', () => {
  test('default: a network the api serves is simulated through POST /v1/simulate', async () => {
    const { post, summary } = summarize(async () => true)
    expect(await summary).toMatchObject({ simulation: { kind: 'changes' } })
    expect(post).toHaveBeenCalledOnce()
  })

  test('error: a network the api does not serve (or whose list cannot be read) is not asked, and the simulation says unavailable', async () => {
    for (const servesChain of [async () => false, () => Promise.reject(new Error('down'))]) {
      const { post, summary } = summarize(servesChain)
      expect(await summary).toMatchObject({ simulation: { kind: 'unavailable' } })
      expect(post).not.toHaveBeenCalled()
    }
  })
})
