import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.ts'

// Two of the public, well-known development keys (anvil's defaults).
const alice = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const bob = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
type Signer = typeof alice

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.testDb.dispose())

async function registration(
  signer: Signer,
  name: string,
  { coinType = 60, timestamp = Math.floor(t.clock.now() / 1000), attributes = {} } = {},
) {
  const message = JSON.stringify({ name, coin_type: coinType, attributes, timestamp })
  const signature = await signer.signMessage({ message })
  return { coin_type: coinType, address: signer.address, message, signature }
}

const register = async (body: unknown) => t.post('/v1/profile/account?projectId=test', body)

describe('POST /v1/profile/account', () => {
  test('default: a signed registration is stored and answered with the profile', async () => {
    const res = await register(
      await registration(alice, 'alice-one.porthole.id', { attributes: { bio: 'hi' } }),
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({
      name: 'alice-one.porthole.id',
      addresses: { 60: { address: alice.address } },
      attributes: { bio: 'hi' },
    })
  })

  test('param: a bare label is registered in the default zone, lower-cased', async () => {
    const res = await register(await registration(alice, 'Alice-Two'))
    expect(res.status).toBe(201)
    expect((await res.json()).name).toBe('alice-two.porthole.id')
  })

  test('behavior: two concurrent registrations of one name, exactly one wins, the other 409', async () => {
    const [first, second] = await Promise.all([
      register(await registration(alice, 'racer')),
      register(await registration(bob, 'racer')),
    ])
    expect([first!.status, second!.status].sort()).toEqual([201, 409])
    const loser = first!.status === 409 ? first! : second!
    expect(await loser.json()).toEqual({
      error: {
        name: 'NameTakenError',
        message: 'The name "racer.porthole.id" is already registered.',
      },
    })
  })

  test('error: a signature from another key is refused and nothing is stored', async () => {
    const body = await registration(alice, 'forged')
    const res = await register({ ...body, address: bob.address })
    expect(res.status).toBe(401)
    expect((await res.json()).error.name).toBe('InvalidSignatureError')
    expect((await t.get('/v1/profile/account/forged.porthole.id?projectId=test')).status).toBe(404)
  })

  test('error: a stale timestamp is refused', async () => {
    const stale = Math.floor(t.clock.now() / 1000) - 3600
    const res = await register(await registration(alice, 'stale', { timestamp: stale }))
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toMatch(/stale/)
  })

  test('error: names under 4 characters or with other characters are 400 with the rule', async () => {
    const short = await register(await registration(alice, 'abc'))
    expect(short.status).toBe(400)
    expect((await short.json()).error.message).toMatch(/at least 4 characters/)
    const odd = await register(await registration(alice, 'al_ice'))
    expect((await odd.json()).error.message).toMatch(/letters, digits and hyphens/)
  })

  test('error: unknown zone, non-EVM coin type, bad address and non-JSON message are 400', async () => {
    const zone = await register(await registration(alice, 'alice.other.id'))
    expect((await zone.json()).error.message).toMatch(/unknown zone/)
    const coin = await register(await registration(alice, 'coins', { coinType: 501 }))
    expect((await coin.json()).error.message).toMatch(/coin_type/)
    const address = await register({ ...(await registration(alice, 'addr1')), address: '0x12' })
    expect((await address.json()).error.message).toMatch(/address: not an EVM address/)
    const message = await register({ ...(await registration(alice, 'msg1')), message: 'hello' })
    expect(message.status).toBe(400)
    expect((await message.json()).error.message).toMatch(/message must be JSON/)
    const broken = await register('{not json')
    expect(broken.status).toBe(400)
  })

  test('behavior: an ENSIP-11 coin type for another chain is accepted', async () => {
    const res = await register(
      await registration(bob, 'bob-base', { coinType: (0x80000000 | 8453) >>> 0 }),
    )
    expect(res.status).toBe(201)
    expect(Object.keys((await res.json()).addresses)).toEqual(['2147492101'])
  })

  test('error: a signature over one coin_type cannot register the name for another', async () => {
    const signed = await registration(bob, 'bob-coin-swap')
    const swapped = await register({ ...signed, coin_type: (0x80000000 | 8453) >>> 0 })
    expect(swapped.status).toBe(400)
    expect((await swapped.json()).error.message).toMatch(
      /coin_type 2147492101 is not the coin_type 60/,
    )
    const unsigned = JSON.stringify({ ...JSON.parse(signed.message), coin_type: undefined })
    const withoutCoin = await register({
      ...signed,
      message: unsigned,
      signature: await bob.signMessage({ message: unsigned }),
    })
    expect(withoutCoin.status).toBe(400)
    expect((await withoutCoin.json()).error.message).toMatch(/coin_type/)
    expect((await t.get('/v1/profile/account/bob-coin-swap?projectId=test')).status).toBe(404)
  })
})

describe('GET /v1/profile/account/:name and reverse', () => {
  test('default: lookup by name finds the registration', async () => {
    await register(await registration(bob, 'bob-lookup'))
    const res = await t.get(
      '/v1/profile/account/bob-lookup.porthole.id?projectId=test&apiVersion=2',
    )
    expect(res.status).toBe(200)
    expect((await res.json()).addresses['60'].address).toBe(bob.address)
  })

  test('error: an unregistered name is 404', async () => {
    const res = await t.get('/v1/profile/account/nobody-here?projectId=test')
    expect(res.status).toBe(404)
  })

  test('behavior: reverse lookup is case-insensitive and filters by chainId', async () => {
    const res = await t.get(`/v1/profile/reverse/${bob.address.toLowerCase()}?projectId=test`)
    const names = (await res.json()).map((profile: { name: string }) => profile.name)
    expect(names).toEqual(
      expect.arrayContaining(['bob-lookup.porthole.id', 'bob-base.porthole.id']),
    )
    const onBase = await t.get(`/v1/profile/reverse/${bob.address}?projectId=test&chainId=8453`)
    expect((await onBase.json()).map((p: { name: string }) => p.name)).toEqual([
      'bob-base.porthole.id',
    ])
  })

  test('behavior: reverse lookup of a Solana address answers empty (names are EVM only)', async () => {
    const res = await t.get(
      '/v1/profile/reverse/4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T?projectId=test',
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([])
    const junk = await t.get('/v1/profile/reverse/hello?projectId=test')
    expect(junk.status).toBe(400)
  })

  test('param: reverse lookup takes SPEC §7 sender and apiVersion 2', async () => {
    const res = await t.get(
      `/v1/profile/reverse/${bob.address}?projectId=test&sender=${alice.address}&apiVersion=2`,
    )
    expect(res.status).toBe(200)
    const names = (await res.json()).map((profile: { name: string }) => profile.name)
    expect(names).toEqual(expect.arrayContaining(['bob-lookup.porthole.id']))
    const fromSolana = await t.get(
      `/v1/profile/reverse/${bob.address}?projectId=test&sender=4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T`,
    )
    expect(fromSolana.status).toBe(200)
  })

  test('error: a reverse lookup with a sender that is no address, or another apiVersion, is 400', async () => {
    const junk = await t.get(`/v1/profile/reverse/${bob.address}?projectId=test&sender=bob`)
    expect(junk.status).toBe(400)
    expect((await junk.json()).error.message).toMatch(/sender is not an EVM or Solana address/)
    const v1 = await t.get(`/v1/profile/reverse/${bob.address}?projectId=test&apiVersion=1`)
    expect(v1.status).toBe(400)
    expect((await v1.json()).error.message).toMatch(/apiVersion must be 2/)
  })

  test("error: reverse lookup with a chainId of 2^31 or more is 400 'Invalid chainId'", async () => {
    const res = await t.get(`/v1/profile/reverse/${bob.address}?projectId=test&chainId=2147483648`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { name: 'InvalidChainIdError', message: 'Invalid chainId' },
    })
  })
})

describe('GET /v1/profile/suggestions/:name', () => {
  test('default: suggestions in the zone say which are taken', async () => {
    await register(await registration(alice, 'suggest'))
    const res = await t.get('/v1/profile/suggestions/suggest?projectId=test&zone=porthole.id')
    const { suggestions } = await res.json()
    expect(suggestions[0]).toEqual({ name: 'suggest.porthole.id', registered: true })
    expect(suggestions.slice(1).every((s: { registered: boolean }) => !s.registered)).toBe(true)
    expect(suggestions.length).toBeGreaterThan(3)
  })

  test('error: an unknown zone is 400', async () => {
    const res = await t.get('/v1/profile/suggestions/suggest?projectId=test&zone=evil.id')
    expect(res.status).toBe(400)
  })
})

describe('persistence', () => {
  test('behavior: a registered name survives a restart of the service', async () => {
    expect((await register(await registration(alice, 'durable'))).status).toBe(201)
    await t.testDb.reopen()
    t.rebuild()
    const res = await t.get('/v1/profile/account/durable?projectId=test')
    expect(res.status).toBe(200)
    expect((await res.json()).addresses['60'].address).toBe(alice.address)
  })
})
