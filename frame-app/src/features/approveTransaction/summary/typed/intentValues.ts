import * as z from 'zod/mini'

/** A uint of a typed message as signers accept it: decimal or hex text, a number, a bigint. */
export const Uint = z.pipe(
  z.union([z.string(), z.number(), z.bigint()]),
  z.transform((value) => BigInt(value)),
)
export const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
export const TokenPermissions = z.object({ token: Address, amount: Uint })
export const PermitDetails = z.object({ token: Address, amount: Uint, expiration: Uint })
