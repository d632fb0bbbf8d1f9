import { z } from 'zod'

/** SPEC §5: the email format is checked; kept lower-case so one inbox is one account. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'invalid email')

/**
 * SECURITY #25: a random string the asking browser's vault keeps for the page's life; its
 * codes, attempts and locks are its own, so wrong guesses from elsewhere cannot lock it out.
 */
const ChallengeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, '32 to 128 base64url characters')

export const SendCodeBodySchema = z
  .object({ email: EmailSchema, challenge: ChallengeSchema.optional() })
  .strict()

export const VerifyCodeBodySchema = z
  .object({
    email: EmailSchema,
    code: z.string().regex(/^[0-9]{6}$/, 'the code has 6 digits'),
    challenge: ChallengeSchema.optional(),
  })
  .strict()

export const CreateWalletBodySchema = z
  .object({
    evmAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an EVM address'),
    solanaAddress: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'a base58 Solana address'),
    /** One Shamir share of the key, base64 (33 bytes for a 32-byte key). */
    authShare: z.string().regex(/^[A-Za-z0-9+/]{40,200}={0,2}$/, 'a base64 share'),
  })
  .strict()

/** The unconfirmed wallet at this address, which the vault's device holds no share of. */
export const DiscardWalletBodySchema = z
  .object({ evmAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an EVM address') })
  .strict()

/** UPDATE_EMAIL: the address the account moves to. */
export const UpdateEmailBodySchema = z.object({ newEmail: EmailSchema }).strict()

/** One of UPDATE_EMAIL's two codes. */
export const UpdateCodeBodySchema = z
  .object({ code: z.string().regex(/^[0-9]{6}$/, 'the code has 6 digits') })
  .strict()

/** `Authorization: Bearer <token>` of an email-login session. */
export const BearerSchema = z
  .string()
  .regex(/^Bearer [A-Za-z0-9_-]{43}$/, 'Authorization: Bearer <session token>')
  .transform((value) => value.slice('Bearer '.length))
