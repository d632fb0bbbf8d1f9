import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { z } from 'zod'

const Base64Url = z.string().regex(/^[A-Za-z0-9_-]{1,4096}$/, 'base64url')
/** The vault's AES-GCM ciphertext of the recovery share: `iv.ciphertext`, base64url. */
const Sealed = z.string().regex(/^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{40,200}$/, 'iv.ciphertext')

/**
 * The key's new auth share (the vault split the key again) and the key's signature of
 * `Porthole key shares\n<authShare>`, the proof the new share is the account holder's.
 */
const FreshSharesShape = {
  authShare: z.string().regex(/^[A-Za-z0-9+/]{40,200}={0,2}$/, 'a base64 share'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'a 65-byte signature'),
}

/**
 * What `@simplewebauthn/browser` returns, checked in shape here and in substance by
 * `verifyRegistrationResponse`. PRF results never come here: the vault strips them.
 */
const RegistrationResponseSchema = z.looseObject({
  id: Base64Url,
  rawId: Base64Url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    transports: z.optional(z.array(z.string().max(32)).max(8)),
  }),
  clientExtensionResults: z.looseObject({}),
})

const AuthenticationResponseSchema = z.looseObject({
  id: Base64Url,
  rawId: Base64Url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: z.optional(Base64Url),
  }),
  clientExtensionResults: z.looseObject({}),
})

export const RegisterPasskeyBodySchema = z
  .object({
    response: RegistrationResponseSchema.transform((value) => value as RegistrationResponseJSON),
    /** The PRF salt the vault evaluated (32 bytes, base64url). */
    prfSalt: z.string().regex(/^[A-Za-z0-9_-]{43}$/, '32 bytes, base64url'),
    sealedRecovery: Sealed,
    ...FreshSharesShape,
  })
  .strict()

export const PasskeyLoginBodySchema = z
  .object({
    response: AuthenticationResponseSchema.transform(
      (value) => value as AuthenticationResponseJSON,
    ),
  })
  .strict()

/**
 * After a passkey login on a new device: the key split again, its recovery share sealed anew.
 * Also a recovery code's body (set up, or sealed anew after a recovery with it).
 */
export const RecoveredSharesBodySchema = z
  .object({ sealedRecovery: Sealed, ...FreshSharesShape })
  .strict()
