import * as z from 'zod/mini'

/**
 * SPEC §3 account types: the embedded EOA itself, or the same address delegated (EIP-7702) to
 * a smart-account implementation.
 */
export const AccountTypeSchema = z.enum(['eoa', 'smartAccount'])
export type AccountType = z.infer<typeof AccountTypeSchema>

/**
 * The smart-account implementation an embedded account delegates to: eth-infinitism's
 * Simple7702Account (`@account-abstraction/contracts` 0.8.0) at its canonical CREATE2 address
 * (zero salt), the same on every chain where it is deployed. The vault signs EIP-7702
 * authorizations for this address and no other.
 */
export const SIMPLE_7702_ACCOUNT = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

/**
 * ExecutionPermissions (`e2e/contracts/ExecutionPermissions.sol`), the ERC-7710 delegation
 * manager of the embedded smart account's ERC-7715 permissions, at its CREATE2 address (zero
 * salt, the committed build). The frame grants permissions only where this address has code.
 */
export const EXECUTION_PERMISSIONS = '0x6346314fa0F4f5C9697aFB9fa717Fe175D00E54B'

const Hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

/** A signed EIP-7702 authorization as JSON (viem `SignedAuthorization`, numbers as numbers). */
export const SignedAuthorizationSchema = z.object({
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  chainId: z.number().check(z.int(), z.nonnegative()),
  nonce: z.number().check(z.int(), z.nonnegative()),
  r: Hex,
  s: Hex,
  yParity: z.number().check(z.int(), z.minimum(0), z.maximum(1)),
})
export type SignedAuthorizationJson = z.infer<typeof SignedAuthorizationSchema>
