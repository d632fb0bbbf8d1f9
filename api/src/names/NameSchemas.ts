import { NAME_MIN_LENGTH } from '@porthole/shared-protocol'
import { isAddress, isHex } from 'viem'
import { z } from 'zod'
import { isEvmCoinType } from './coinType.ts'

/** SPEC §5: at least 4 characters, only letters, digits and hyphens. */
export const NameLabelSchema = z
  .string()
  .min(NAME_MIN_LENGTH, `a name has at least ${NAME_MIN_LENGTH} characters`)
  .max(63, 'a name has at most 63 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'a name has only letters, digits and hyphens')
  .transform((label) => label.toLowerCase())

export const AddressSchema = z
  .string()
  .refine((address) => isAddress(address, { strict: false }), 'not an EVM address')

const CoinTypeSchema = z.coerce
  .number()
  .int()
  .refine(isEvmCoinType, 'coin_type must be 60 or an ENSIP-11 EVM coin type')

/** Body of `POST /v1/profile/account`. */
export const RegisterBodySchema = z.object({
  coin_type: CoinTypeSchema,
  address: AddressSchema,
  message: z.string().min(2).max(4096),
  signature: z
    .string()
    .max(20_000)
    .refine((signature) => isHex(signature, { strict: true }), 'signature must be hex'),
})

/**
 * The signed message: JSON of name, coin_type (the body's, so a signature for one chain
 * cannot register the address on another), attributes and timestamp in seconds.
 */
export const RegisterMessageSchema = z.object({
  name: z.string().min(1).max(256),
  coin_type: z.int(),
  attributes: z.record(z.string().max(64), z.string().max(1024)).default({}),
  timestamp: z.int().positive(),
})
