import type { DappData } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { testBitcoinRegtest } from '#test/testNetworks.ts'
import { createTestDataApi } from '../../../test/createTestDataApi.ts'
import { createTestFrameApp, testDapp } from '../../../test/createTestFrameApp.ts'
import { buildOneClickAuth } from './buildOneClickAuth.ts'

const regtest = testBitcoinRegtest

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
