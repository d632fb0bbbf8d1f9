import { sha256 } from '@noble/hashes/sha2'
import { base32crockford } from '@scure/base'
import { VaultError } from '../VaultError.ts'

/** 144 random bits: far beyond guessing, even offline against a leaked database. */
const SECRET_BYTES = 18
/** A SHA-256 prefix that catches typos before anything is asked of the api. */
const CHECK_BYTES = 2
const GROUP = 4

const checksum = (secret: Uint8Array) => sha256(secret).slice(0, CHECK_BYTES)

/**
 * The readable form of a code's secret: Crockford base32 of the secret and its checksum,
 * 32 characters in 8 groups of 4 (`7K3M-...`).
 */
export function formatRecoveryCode(secret: Uint8Array): string {
  const bytes = new Uint8Array(SECRET_BYTES + CHECK_BYTES)
  bytes.set(secret)
  bytes.set(checksum(secret), SECRET_BYTES)
  const text = base32crockford.encode(bytes)
  return text.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? text
}

/** A fresh recovery code (WebCrypto randomness): its secret and its readable form. */
export function createRecoveryCode(): { secret: Uint8Array<ArrayBuffer>; code: string } {
  const secret = crypto.getRandomValues(new Uint8Array(SECRET_BYTES))
  return { secret, code: formatRecoveryCode(secret) }
}

/**
 * The secret of a code as a person types it: case, spaces and dashes do not matter, nor
 * I or L for 1 and O for 0. A code of the wrong length or whose checksum fails is
 * `RecoveryCodeInvalidError` (a typo, said before any other check).
 */
export function parseRecoveryCode(text: string): Uint8Array<ArrayBuffer> {
  const invalid = () =>
    new VaultError('RecoveryCodeInvalidError', 'This is not a recovery code; check it for typos.', {
      code: -32602,
    })
  const normalized = text
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  if (!/^[0-9A-HJKMNP-TV-Z]{32}$/.test(normalized)) throw invalid()
  const bytes = base32crockford.decode(normalized)
  const secret = new Uint8Array(bytes.slice(0, SECRET_BYTES))
  const check = bytes.slice(SECRET_BYTES)
  if (check.length !== CHECK_BYTES || checksum(secret).some((byte, at) => byte !== check[at]))
    throw invalid()
  return secret
}
