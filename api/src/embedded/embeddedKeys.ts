import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

/** The two keys derived from the configured secret: one per purpose. */
export type EmbeddedKeys = { codeKey: Buffer; shareKey: Buffer }

export function deriveEmbeddedKeys(secret: Uint8Array): EmbeddedKeys {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), info, 32))
  return { codeKey: derive('porthole email code'), shareKey: derive('porthole auth share') }
}

/**
 * The stored form of a code: an HMAC bound to the project, the email and what it is for (a
 * login code keeps the form it had before codes had purposes).
 */
export function hashCode(
  keys: EmbeddedKeys,
  projectId: string,
  email: string,
  code: string,
  purpose = 'login',
) {
  const bound = purpose === 'login' ? email : `${email}\n${purpose}`
  return createHmac('sha256', keys.codeKey).update(`${projectId}\n${bound}\n${code}`).digest('hex')
}

/** What the auth share's seal is bound to: the account (project and email). */
export const authShareAad = (projectId: string, email: string) => `${projectId}\n${email}`

/** What the recovery share's seal is bound to. */
export const recoveryAad = (projectId: string, email: string) => `${projectId}\n${email}\nrecovery`

/** AES-256-GCM with a fresh 12-byte IV, bound to project and email: `iv.ciphertext.tag` in base64url. */
export function sealShare(keys: EmbeddedKeys, aad: string, share: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keys.shareKey, iv).setAAD(Buffer.from(aad))
  const body = Buffer.concat([cipher.update(share, 'utf8'), cipher.final()])
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')
}

export function openShare(keys: EmbeddedKeys, aad: string, sealed: string): string {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !body || !tag) throw new Error('malformed sealed share')
  const decipher = createDecipheriv('aes-256-gcm', keys.shareKey, iv).setAAD(Buffer.from(aad))
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
}
