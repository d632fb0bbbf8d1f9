import { base64urlnopad as base64url } from '@scure/base'
import { VaultError } from '../VaultError.ts'

const INFO = new TextEncoder().encode('porthole recovery share')

/** The AES-256-GCM key HKDF-SHA256 draws from a passkey's PRF output (never stored or sent). */
async function keyOf(prfOutput: BufferSource, usage: KeyUsage) {
  const base = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: INFO },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  )
}

/** Encrypts the recovery share under the passkey's PRF output: `iv.ciphertext`, base64url. */
export async function sealWithPrf(prfOutput: BufferSource, share: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await keyOf(prfOutput, 'encrypt')
  const body = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(share),
  )
  return `${base64url.encode(iv)}.${base64url.encode(new Uint8Array(body))}`
}

/** Opens what `sealWithPrf` sealed; another passkey's output fails with `RecoveryOpenError`. */
export async function openWithPrf(prfOutput: BufferSource, sealed: string): Promise<string> {
  try {
    const [iv = '', body = ''] = sealed.split('.')
    const key = await keyOf(prfOutput, 'decrypt')
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(base64url.decode(iv)) },
      key,
      new Uint8Array(base64url.decode(body)),
    )
    return new TextDecoder().decode(plain)
  } catch (cause) {
    throw new VaultError('RecoveryOpenError', 'This passkey cannot open the recovery share.', {
      cause,
    })
  }
}
