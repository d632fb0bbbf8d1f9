import { ed25519 } from '@noble/curves/ed25519'
import { siwxRevokeMessage } from '@porthole/shared-protocol'
import { base58 } from '@scure/base'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { useTestApp } from '../testing/useTestApp.ts'
import { sessionsTestClient } from './sessionsTestClient.ts'

// anvil's first public development key.
const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const solanaSecret = new Uint8Array(32).fill(7)
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret))
const signSolana = (text: string) =>
  base58.encode(ed25519.sign(new TextEncoder().encode(text), solanaSecret))

const t = useTestApp({}, [
  { id: 'shop', name: 'Shop', allowedOrigins: ['https://shop.example'], useDefaultOrigins: false },
])

const { nonce, createSession, sessionsOf, pcisOf, signsIn } = sessionsTestClient(t)
const now = () => new Date(t.clock.now())

async function siwe({
  domain = 'localhost:5173',
  uri = 'http://localhost:5173',
  chainId = 31337,
  expirationTime = new Date(t.clock.now() + 3_600_000),
  projectId = 'test',
}: {
  domain?: string
  uri?: string
  chainId?: number
  expirationTime?: Date
  projectId?: string
} = {}) {
  const message = createSiweMessage({
    address: alice.address,
    chainId,
    domain,
    uri,
    nonce: await nonce(projectId),
    version: '1',
    statement: 'Sign in to the shop',
    issuedAt: now(),
    expirationTime,
  })
  return { message, signature: await alice.signMessage({ message }) }
}

async function siws(domain = 'localhost:5173') {
  const message = createSignInMessageText({
    domain,
    address: solanaAddress,
    statement: 'Sign in to the shop',
    uri: `http://${domain}`,
    version: '1',
    chainId: 'solana:devnet',
    nonce: await nonce(),
    issuedAt: now().toISOString(),
  })
  return { message, signature: signSolana(message) }
}

describe('POST /v1/sessions (SIWE)', () => {
  test('default: a signed SIWE message with a fresh nonce opens a session listed for the address', async () => {
    const session = await signsIn(await siwe(), {
      namespace: 'eip155',
      address: alice.address,
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
    })
    expect(await pcisOf(alice.address.toLowerCase())).toContain(session.pci)
  })

  test('error: a replayed nonce is refused and opens no second session', async () => {
    const body = await siwe()
    expect((await createSession(body)).status).toBe(201)
    const before = (await sessionsOf(alice.address)).length
    const replay = await createSession(body)
    expect(replay.status).toBe(401)
    expect((await replay.json()).error).toEqual({
      name: 'NonceRejectedError',
      message: 'The nonce is unknown, expired or already used.',
    })
    expect(await sessionsOf(alice.address)).toHaveLength(before)
  })

  test('error: a nonce the api never issued, or one past its 5 minutes, is refused', async () => {
    const body = await siwe()
    const forged = body.message.replace(/Nonce: \w+/, 'Nonce: abcdefgh12345678')
    const res = await createSession({
      message: forged,
      signature: await alice.signMessage({ message: forged }),
    })
    expect((await res.json()).error.name).toBe('NonceRejectedError')
    const late = await siwe()
    t.clock.advance(301_000)
    expect((await (await createSession(late)).json()).error.name).toBe('NonceRejectedError')
  })

  test('error: a domain the project does not allow is refused', async () => {
    const res = await createSession(
      await siwe({ domain: 'evil.example', uri: 'https://evil.example' }),
    )
    expect(res.status).toBe(403)
    expect((await res.json()).error).toEqual({
      name: 'DomainNotAllowedError',
      message: 'The domain "evil.example" is not allowed for this project.',
    })
    const shop = await createSession(
      await siwe({ domain: 'shop.example', uri: 'https://shop.example/login', projectId: 'shop' }),
      'shop',
    )
    expect(shop.status).toBe(201)
    const local = await createSession(await siwe({ projectId: 'shop' }), 'shop')
    expect((await local.json()).error.name).toBe('DomainNotAllowedError')
  })

  test('error: a domain that is not the host of the uri is refused', async () => {
    const res = await createSession(
      await siwe({ domain: 'localhost:5173', uri: 'http://localhost:9999' }),
    )
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toBe(
      'Invalid sign-in message: domain "localhost:5173" is not the host of the uri',
    )
  })

  test('error: an expired message is refused', async () => {
    const body = await siwe({ expirationTime: new Date(t.clock.now() + 1000) })
    t.clock.advance(2000)
    const res = await createSession(body)
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toBe(
      'Invalid sign-in message: the message has expired',
    )
  })

  test('error: a signature by another key, garbage and a non-SIWX message are refused', async () => {
    const body = await siwe()
    const other = privateKeyToAccount(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    )
    const forged = await createSession({
      ...body,
      signature: await other.signMessage({ message: body.message }),
    })
    expect(forged.status).toBe(401)
    expect((await forged.json()).error.name).toBe('InvalidSignatureError')
    expect((await createSession({ ...body, signature: 'zz' })).status).toBe(401)
    const plain = await createSession({ message: 'hello', signature: '0x00' })
    expect((await plain.json()).error.message).toBe(
      'Invalid sign-in message: not a SIWE (Ethereum), SIWS (Solana) or Bitcoin sign-in message',
    )
    const missing = await createSession({ message: body.message })
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.message).toMatch(/^Invalid body: signature/)
  })

  test('behavior: a session lasts until its expiration time and then is no longer listed', async () => {
    const address = alice.address
    const before = (await sessionsOf(address)).length
    const res = await createSession(
      await siwe({ expirationTime: new Date(t.clock.now() + 60_000) }),
    )
    expect(res.status).toBe(201)
    expect(await sessionsOf(address)).toHaveLength(before + 1)
    t.clock.advance(61_000)
    expect(await pcisOf(address)).not.toContain((await res.json()).pci)
  })
})

describe('POST /v1/sessions (SIWS)', () => {
  test('default: a signed SIWS message opens a Solana session', async () => {
    await signsIn(await siws(), {
      namespace: 'solana',
      address: solanaAddress,
      chainId: 'solana:devnet',
    })
    expect(await sessionsOf(solanaAddress)).toHaveLength(1)
  })

  test('error: a wrong domain and a tampered message are refused', async () => {
    const evil = await createSession(await siws('evil.example'))
    expect(evil.status).toBe(403)
    expect((await evil.json()).error.name).toBe('DomainNotAllowedError')
    const body = await siws()
    const tampered = body.message.replace('Sign in to the shop', 'Sign in to the bank')
    const res = await createSession({ message: tampered, signature: body.signature })
    expect(res.status).toBe(401)
    expect((await res.json()).error.name).toBe('InvalidSignatureError')
  })
})

describe('POST /v1/sessions/{address}/revoke', () => {
  test('default: the address revokes its session with a signature; it is no longer listed', async () => {
    const { pci } = await (await createSession(await siwe())).json()
    const signature = await alice.signMessage({ message: siwxRevokeMessage(pci) })
    const res = await t.post(`/v1/sessions/${alice.address}/revoke?projectId=test`, {
      pci,
      signature,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ pci, revoked: true })
    expect(await pcisOf(alice.address)).not.toContain(pci)
  })

  test('behavior: a Solana address revokes with an ed25519 signature', async () => {
    const { pci } = await (await createSession(await siws())).json()
    const res = await t.post(`/v1/sessions/${solanaAddress}/revoke?projectId=test`, {
      pci,
      signature: signSolana(siwxRevokeMessage(pci)),
    })
    expect(res.status).toBe(200)
    expect(await pcisOf(solanaAddress)).not.toContain(pci)
  })

  test('error: a signature of another pci, an unknown pci and bad input are refused', async () => {
    const { pci } = await (await createSession(await siwe())).json()
    const wrong = await t.post(`/v1/sessions/${alice.address}/revoke?projectId=test`, {
      pci,
      signature: await alice.signMessage({ message: siwxRevokeMessage(crypto.randomUUID()) }),
    })
    expect(wrong.status).toBe(401)
    expect(await pcisOf(alice.address)).toContain(pci)
    const unknown = crypto.randomUUID()
    const missing = await t.post(`/v1/sessions/${alice.address}/revoke?projectId=test`, {
      pci: unknown,
      signature: await alice.signMessage({ message: siwxRevokeMessage(unknown) }),
    })
    expect(missing.status).toBe(404)
    const bad = await t.post(`/v1/sessions/${alice.address}/revoke?projectId=test`, {
      pci: 'x',
      signature: '0x',
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.message).toBe('Invalid body: pci: pci must be a session id')
    const address = await t.get('/v1/sessions/not-an-address?projectId=test')
    expect(address.status).toBe(400)
    expect((await address.json()).error.message).toBe(
      'Invalid path: not an EVM, Solana or Bitcoin address',
    )
  })
})

describe('persistence', () => {
  test('behavior: sessions and used nonces survive a restart of the service', async () => {
    const body = await siwe()
    const { pci } = await (await createSession(body)).json()
    await t.testDb.reopen()
    t.rebuild()
    expect(await pcisOf(alice.address)).toContain(pci)
    expect((await createSession(body)).status).toBe(401)
  })
})
