import { describe, expect, test, vi } from 'vitest'
import type { WcAuthParams, WcCacao } from './loadSignClient.ts'
import { address, session, setup } from './test/walletConnectSetup.ts'

describe('createWalletConnectConnector: one-click auth (SIWX over WalletConnect)', () => {
  const params: WcAuthParams = {
    chains: ['eip155:10', 'eip155:1'],
    domain: 'shop.example',
    uri: 'https://shop.example',
    nonce: 'n0nce123',
    methods: ['personal_sign'],
  }
  const cacao = (chain: string): WcCacao => ({
    h: { t: 'caip122' },
    p: { iss: `did:pkh:${chain}:${address}`, domain: 'shop.example', nonce: 'n0nce123' },
    s: { t: 'eip191', s: '0xsigned' },
  })

  test('default: sign-in wanted pairs with authenticate; the CACAO is the sign-in, taken once, on its network', async () => {
    const t = setup([], async () => params)
    const connected = t.connector.connect()
    await vi.waitFor(() => expect(t.auths).toHaveLength(1))
    expect(t.client.authenticate).toHaveBeenCalledWith(params)
    expect(t.client.connect).not.toHaveBeenCalled()
    t.auths[0]?.resolve({ session: session(), auths: [cacao('eip155:1')] })
    // The wallet signed on chain 1: the connection starts there, not on the active 10.
    expect(await connected).toEqual({ accounts: [address], caipNetworkId: 'eip155:1' })
    expect(t.connector.takeSignIn?.()).toEqual({
      address,
      caipNetworkId: 'eip155:1',
      message: `shop.example wants you to sign in as did:pkh:eip155:1:${address} (nonce n0nce123)`,
      signature: '0xsigned',
    })
    expect(t.connector.takeSignIn?.()).toBeNull()
  })

  test('behavior: a wallet that approved the fallback proposal gives no sign-in', async () => {
    const t = setup([], async () => params)
    const connected = t.connector.connect()
    await vi.waitFor(() => expect(t.auths).toHaveLength(1))
    t.auths[0]?.resolve({ session: session() })
    expect(await connected).toEqual({ accounts: [address], caipNetworkId: 'eip155:10' })
    expect(t.connector.takeSignIn?.()).toBeNull()
  })

  test('behavior: a CACAO of an account outside the session is ignored', async () => {
    const t = setup([], async () => params)
    const connected = t.connector.connect()
    await vi.waitFor(() => expect(t.auths).toHaveLength(1))
    const foreign = cacao('eip155:1')
    foreign.p.iss = 'did:pkh:eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    t.auths[0]?.resolve({ session: session(), auths: [foreign] })
    await connected
    expect(t.connector.takeSignIn?.()).toBeNull()
  })

  test('error: declined in the wallet (the sign-client rejects with a message) is DECLINED 4001 and pairs again', async () => {
    const t = setup([], async () => params)
    await t.connector.preparePairing()
    t.auths[0]?.reject('User rejected.')
    await vi.waitFor(() => expect(t.auths).toHaveLength(2))
    expect(t.events).toContainEqual(
      expect.objectContaining({
        type: 'DECLINED',
        error: expect.objectContaining({ code: 4001 }),
      }),
    )
  })

  test('error: no nonce from the api: a plain proposal, the failure reported', async () => {
    const t = setup([], () => Promise.reject(new Error('api down')))
    await t.connector.preparePairing()
    expect(t.client.authenticate).not.toHaveBeenCalled()
    expect(t.client.connect).toHaveBeenCalledTimes(1)
    expect(t.errors).toEqual([new Error('api down')])
  })
})
