import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose'
import { describe, expect, test } from 'vitest'
import { createCdpKey } from '../../../../e2e/fixtures/onramp/createCdpKey.ts'
import { signCdpJwt } from './signCdpJwt.ts'

const url = new URL('https://api.developer.coinbase.com/onramp/v1/buy/options?country=US')
const now = Date.UTC(2030, 0, 1)

describe('signCdpJwt', () => {
  test("default: the header and claims of Coinbase's generateJwt, verifiable with the public key", async () => {
    const key = await createCdpKey()
    const jwt = await signCdpJwt(key, 'GET', url, now)
    const header = decodeProtectedHeader(jwt)
    expect(header).toMatchObject({ alg: 'ES256', kid: key.name, typ: 'JWT' })
    expect(header.nonce).toMatch(/^[0-9a-f]{32}$/)
    const iat = now / 1000
    expect(decodeJwt(jwt)).toEqual({
      sub: key.name,
      iss: 'cdp',
      uris: ['GET api.developer.coinbase.com/onramp/v1/buy/options'],
      iat,
      nbf: iat,
      exp: iat + 120,
    })
    await expect(
      jwtVerify(jwt, key.publicKey, { currentDate: new Date(now) }),
    ).resolves.toBeTruthy()
  })

  test('behavior: every token has its own nonce', async () => {
    const key = await createCdpKey()
    const [a, b] = await Promise.all([
      signCdpJwt(key, 'GET', url, now),
      signCdpJwt(key, 'GET', url, now),
    ])
    expect(decodeProtectedHeader(a).nonce).not.toBe(decodeProtectedHeader(b).nonce)
  })

  test('error: a key that is not a PKCS#8 PEM is refused', async () => {
    await expect(
      signCdpJwt(
        {
          name: 'k',
          privateKeyPem: '-----BEGIN EC PRIVATE KEY-----\nAA==\n-----END EC PRIVATE KEY-----',
        },
        'GET',
        url,
        now,
      ),
    ).rejects.toThrow()
  })
})
