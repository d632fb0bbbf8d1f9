import { randomBytes } from 'node:crypto'
import { importPKCS8, SignJWT } from 'jose'

export type CdpApiKey = {
  /** The key's name (`organizations/…/apiKeys/…`): the JWT's `kid` and `sub`. */
  name: string
  /** The ES256 private key as a PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`). */
  privateKeyPem: string
}

/**
 * A Coinbase Developer Platform bearer JWT for one request, as `@coinbase/cdp-sdk`'s
 * `generateJwt` builds it: header `{ alg: 'ES256', kid, typ: 'JWT', nonce }`, claims
 * `{ sub, iss: 'cdp', uris: ['GET host/path'], iat, nbf, exp: iat + 120 }`.
 * @example
 * const jwt = await signCdpJwt(key, 'GET', new URL('https://api.developer.coinbase.com/onramp/v1/buy/options'), Date.now())
 */
export async function signCdpJwt(
  key: CdpApiKey,
  method: string,
  url: URL,
  nowMs: number,
): Promise<string> {
  const privateKey = await importPKCS8(key.privateKeyPem, 'ES256')
  const iat = Math.floor(nowMs / 1000)
  return new SignJWT({ uris: [`${method} ${url.host}${url.pathname}`] })
    .setProtectedHeader({
      alg: 'ES256',
      kid: key.name,
      typ: 'JWT',
      nonce: randomBytes(16).toString('hex'),
    })
    .setSubject(key.name)
    .setIssuer('cdp')
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + 120)
    .sign(privateKey)
}
