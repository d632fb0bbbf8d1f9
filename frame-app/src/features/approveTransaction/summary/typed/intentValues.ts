import * as z from 'zod/mini'

/**
 * A `uint<bits>` of a typed message as signers accept it (decimal or hex text, a number, a
 * bigint), in its range: viem's `validateTypedData` checks numbers, this checks text too.
 */
const uint = (bits: number) =>
  z
    .pipe(
      z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]+|[0-9]+)$/)), z.number(), z.bigint()]),
      z.transform((value) => BigInt(value)),
    )
    .check(z.refine((value) => value >= 0n && value < 2n ** BigInt(bits)))
export const Uint = uint(256)
export const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
export const TokenPermissions = z.object({ token: Address, amount: Uint })
export const PermitDetails = z.object({ token: Address, amount: uint(160), expiration: uint(48) })
