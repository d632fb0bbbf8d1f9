import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from '../../../e2e/fixtures/devChain/devAccounts.ts'
import { signInWithFarcaster } from '../../../e2e/fixtures/farcaster/signInWithFarcaster.ts'
import {
  type FarcasterChain,
  startFarcasterChain,
} from '../../../e2e/fixtures/farcaster/startFarcasterChain.ts'
import {
  type FarcasterRelay,
  startFarcasterRelay,
} from '../../../e2e/fixtures/farcaster/startFarcasterRelay.ts'
import { createTestApp } from '../testing/createTestApp.ts'
import { useEmbeddedTestApp } from '../testing/useEmbeddedTestApp.ts'

const DOMAIN = 'frame.test'
const SIWE_URI = 'http://frame.test/login'
const FID = 4242
const [, custodyKey, imposterKey] = devAccounts(3).map((a) => a.privateKey)

let chain: FarcasterChain
let relay: FarcasterRelay
beforeAll(async () => {
  ;[chain, relay] = await Promise.all([startFarcasterChain(), startFarcasterRelay()])
  await chain.registerFid(privateKeyToAccount(custodyKey as Hex).address, FID)
})
afterAll(() => Promise.all([chain?.stop(), relay?.close()]))
const app = useEmbeddedTestApp({
  vaultOrigin: null,
  secret: new Uint8Array(32).fill(3),
  app: () => ({
    farcaster: { relayUrl: relay.url, rpcUrl: chain.rpcUrl, domain: DOMAIN, siweUri: SIWE_URI },
  }),
})

const openChannel = async () => {
  const res = await app.t.post('/v1/auth/farcaster/channel?projectId=test', {})
  expect(res.status).toBe(201)
  return (await res.json()) as { channelToken: string; url: string }
}
const complete = (channelToken: string) =>
  app.t.post('/v1/auth/farcaster/complete?projectId=test', { channelToken })

/** Plays the Farcaster app: reads the channel from the QR url and signs with `key`. */
const signInAs = (url: string, key: Hex, fid = FID) =>
  signInWithFarcaster({ relay, rpcUrl: chain.rpcUrl, domain: DOMAIN, uri: SIWE_URI }, url, {
    key,
    fid,
  })

describe('Sign In With Farcaster routes', () => {
  test('default: the login list says Farcaster is set up (no social providers here)', async () => {
    const response = await app.t.get('/v1/auth/social/providers?projectId=test')
    expect(await response.json()).toEqual({ providers: [], farcaster: true })
  })

  test('behavior: pending until the custody address signs, then a session of the fid', async () => {
    const { channelToken, url } = await openChannel()
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    const waiting = await complete(channelToken)
    expect(waiting.status).toBe(202)
    expect(await waiting.json()).toEqual({ state: 'pending' })
    await signInAs(url, custodyKey as Hex)
    const res = await complete(channelToken)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      state: 'completed',
      fid: FID,
      authMethod: 'custody',
      session: {
        provider: 'farcaster',
        username: 'alice',
        email: `farcaster-${FID}@farcaster.social.invalid`,
      },
    })
    // The email login's custody routes take the session (no wallet yet).
    const wallet = await app.t.request('/v1/embedded/wallet?projectId=test', {
      headers: { authorization: `Bearer ${body.session.token}` },
    })
    expect(wallet.status).toBe(204)
    const replay = await complete(channelToken)
    expect(replay.status).toBe(400)
    expect((await replay.json()).error.name).toBe('FarcasterLoginError')
  })

  test('error: an imposter signature for the fid is refused with a clear error', async () => {
    const { channelToken, url } = await openChannel()
    await signInAs(url, imposterKey as Hex)
    const res = await complete(channelToken)
    expect(res.status).toBe(401)
    expect((await res.json()).error).toEqual({
      name: 'FarcasterLoginError',
      message: `The signature is not from the custody address or an auth address of Farcaster account ${FID}.`,
    })
  })

  test('behavior: an auth address the KeyRegistry lists for the fid is accepted', async () => {
    await chain.addAuthAddress(FID, privateKeyToAccount(imposterKey as Hex).address)
    const { channelToken, url } = await openChannel()
    await signInAs(url, imposterKey as Hex)
    const res = await complete(channelToken)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      authMethod: 'authAddress',
      session: { email: `farcaster-${FID}@farcaster.social.invalid` },
    })
  })

  test('error: an unknown channel is refused; an unconfigured server says so', async () => {
    const unknown = await complete('0123456789abcdef')
    expect(unknown.status).toBe(400)
    const bare = await createTestApp()
    const res = await bare.post('/v1/auth/farcaster/channel?projectId=test', {})
    expect(res.status).toBe(404)
    expect((await res.json()).error.message).toBe(
      'Farcaster login is not configured on this server.',
    )
    await bare.testDb.dispose()
  })
})
