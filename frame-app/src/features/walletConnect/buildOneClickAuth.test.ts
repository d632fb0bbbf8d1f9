import type { DappData, Network } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { createTestDataApi } from '../../../test/createTestDataApi.ts'
import { createTestFrameApp, testDapp } from '../../../test/createTestFrameApp.ts'
import { buildOneClickAuth } from './buildOneClickAuth.ts'

const regtest: Network = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
}

async function frameWith(dapp: DappData) {
  const { app } = await createTestFrameApp({ api: createTestDataApi().api, dapp })
  app.settings.send({ type: 'SET_HOST_ORIGIN', origin: 'https://host.example' })
  return app
}

const siwx: NonNullable<DappData['siwx']> = {
  namespaces: ['eip155', 'solana', 'bip122'],
  required: true,
}

describe('buildOneClickAuth', () => {
  test('default: EVM networks only: the SIWE request for one-click auth', async () => {
    const app = await frameWith({ ...testDapp, siwx })
    expect(await buildOneClickAuth(app)).toMatchObject({
      domain: 'host.example',
      uri: 'https://host.example',
      chains: expect.arrayContaining(['eip155:1', 'eip155:137']),
    })
  })

  test('behavior: a Bitcoin network beside them: a plain proposal, so the session holds bip122 too', async () => {
    const app = await frameWith({
      ...testDapp,
      networks: [...testDapp.networks, regtest],
      siwx,
    })
    expect(await buildOneClickAuth(app)).toBeNull()
  })
})
