import { secp256k1 } from '@noble/curves/secp256k1'
import { siwxRevokeMessage } from '@porthole/shared-protocol'
import { BITCOIN_NETWORKS, buildBitcoinSiwxMessage } from '@porthole/shared-protocol/bitcoin'
import { bitcoinSignerNetwork, signBip322 } from '@porthole/shared-protocol/bitcoinSigning'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { useTestApp } from '../testing/useTestApp.ts'
import { sessionsTestClient } from './sessionsTestClient.ts'

const key = new Uint8Array(32).fill(5)
const publicKey = secp256k1.getPublicKey(key, true)
const regtest = BITCOIN_NETWORKS.regtest
const segwit = p2wpkh(publicKey, bitcoinSignerNetwork(regtest))
const internal = publicKey.subarray(1)
const taproot = p2tr(internal, undefined, bitcoinSignerNetwork(regtest))
const sign = (text: string, kind: 'segwit' | 'taproot' = 'segwit') =>
  kind === 'segwit'
    ? signBip322({ message: text, privateKey: key, script: segwit.script })
    : signBip322({
        message: text,
        privateKey: key,
        script: taproot.script,
        tapInternalKey: internal,
      })

const t = useTestApp()
const { nonce, createSession, sessionsOf, pcisOf, signsIn } = sessionsTestClient(t)

async function signIn(kind: 'segwit' | 'taproot' = 'segwit', domain = 'localhost:5173') {
  const message = buildBitcoinSiwxMessage({
    domain,
    address: (kind === 'segwit' ? segwit : taproot).address!,
    caipNetworkId: regtest.caipNetworkId,
    uri: `http://${domain}`,
    nonce: await nonce(),
    issuedAt: new Date(t.clock.now()).toISOString(),
    expirationTime: new Date(t.clock.now() + 3_600_000).toISOString(),
    statement: 'Sign in to the shop',
  })
  return { message, signature: sign(message, kind) }
}

describe('POST /v1/sessions (Bitcoin, BIP-322)', () => {
  test('default: a P2WPKH account signs in; its session is listed under its address', async () => {
    await signsIn(await signIn(), {
      namespace: 'bip122',
      address: segwit.address!,
      chainId: regtest.caipNetworkId,
      domain: 'localhost:5173',
    })
    expect(await sessionsOf(segwit.address!)).toHaveLength(1)
    // An address is read in lower case, as BIP-173 reads it.
    expect(await sessionsOf(segwit.address!.toUpperCase())).toHaveLength(1)
  })

  test('param: a Taproot account signs in with a Schnorr (key path) signature', async () => {
    const res = await createSession(await signIn('taproot'))
    expect(res.status).toBe(201)
    expect((await res.json()).address).toBe(taproot.address)
  })

  test('error: a tampered message, another key, a domain not allowed and a replayed nonce are refused', async () => {
    const body = await signIn()
    const tampered = body.message.replace('Sign in to the shop', 'Sign in to the bank')
    const bad = await createSession({ message: tampered, signature: body.signature })
    expect(bad.status).toBe(401)
    expect((await bad.json()).error.name).toBe('InvalidSignatureError')
    const otherKey = new Uint8Array(32).fill(6)
    const other = signBip322({
      message: body.message,
      privateKey: otherKey,
      script: p2wpkh(secp256k1.getPublicKey(otherKey, true), bitcoinSignerNetwork(regtest)).script,
    })
    expect((await createSession({ message: body.message, signature: other })).status).toBe(401)
    const evil = await createSession(await signIn('segwit', 'evil.example'))
    expect((await evil.json()).error.name).toBe('DomainNotAllowedError')
    expect((await createSession(body)).status).toBe(201)
    expect((await (await createSession(body)).json()).error.name).toBe('NonceRejectedError')
  })

  test('error: an address of another network than the chain id is an invalid message', async () => {
    const body = await signIn()
    const mainnet = body.message.replace(
      regtest.caipNetworkId,
      BITCOIN_NETWORKS.mainnet.caipNetworkId,
    )
    const res = await createSession({ message: mainnet, signature: sign(mainnet) })
    expect(res.status).toBe(400)
    expect((await res.json()).error.name).toBe('InvalidSiwxMessageError')
  })
})

describe('POST /v1/sessions/{address}/revoke (Bitcoin)', () => {
  test('behavior: the address revokes its session with a BIP-322 signature of the revoke message', async () => {
    const { pci } = await (await createSession(await signIn())).json()
    const wrong = await t.post(`/v1/sessions/${segwit.address}/revoke?projectId=test`, {
      pci,
      signature: sign(siwxRevokeMessage('00000000-0000-4000-8000-000000000000')),
    })
    expect(wrong.status).toBe(401)
    const res = await t.post(`/v1/sessions/${segwit.address}/revoke?projectId=test`, {
      pci,
      signature: sign(siwxRevokeMessage(pci)),
    })
    expect(res.status).toBe(200)
    expect(await pcisOf(segwit.address!)).not.toContain(pci)
  })
})
