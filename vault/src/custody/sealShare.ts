import { base64urlnopad as base64url } from '@scure/base'

/** The AES-256-GCM key HKDF-SHA256 draws from `material` for `info` (never stored or sent). */
async function keyOf(material: BufferSource, info: string, usage: KeyUsage) {
  const base = await crypto.subtle.importKey('raw', material, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: new TextEncoder().encode(info),
    },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  )
}

/**
 * Encrypts a share under a key drawn from `material` (a passkey's PRF output, a recovery
 * code's secret): `iv.ciphertext`, base64url.
 */
export async function sealShare(material: BufferSource, info: string, share: string) {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await keyOf(material, info, 'encrypt')
  const body = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(share),
  )
  return `${base64url.encode(iv)}.${base64url.encode(new Uint8Array(body))}`
}

/**
 * Opens what `sealShare` sealed with the same material and info; other material (or a damaged
 * seal) throws `wrongKey(cause)`.
 */
export async function openShare(
  material: BufferSource,
  info: string,
  sealed: string,
  wrongKey: (cause: unknown) => Error,
) {
  try {
    const [iv = '', body = ''] = sealed.split('.')
    const key = await keyOf(material, info, 'decrypt')
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(base64url.decode(iv)) },
      key,
      new Uint8Array(base64url.decode(body)),
    )
    return new TextDecoder().decode(plain)
  } catch (cause) {
    throw wrongKey(cause)
  }
}
