import * as z from 'zod/mini'

const Base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'), z.maxLength(400_000))
const CaipNetworkId = z.string().check(z.regex(/^bip122:[0-9a-f]{32}$/, 'a bip122 CAIP-2 id'))

/** `bip122:getAccountAddresses`: the network whose address prefix to use. */
export const GetAccountAddressesParams = z.object({ network: CaipNetworkId })

/** `bip122:signMessage`: a BIP-322 signature of `message` (text) by `address`. */
export const SignMessageParams = z.object({
  address: z.string().check(z.maxLength(100)),
  message: z.string().check(z.maxLength(100_000)),
  protocol: z.optional(z.literal('bip322')),
})

/**
 * `bip122:signPsbt`, as Reown's bip122 `signPsbt` takes it: a base64 PSBT and the inputs to
 * sign, each by the address it spends; the vault never broadcasts.
 */
export const SignPsbtParams = z.object({
  psbt: Base64,
  signInputs: z
    .array(
      z.object({
        address: z.string().check(z.maxLength(100)),
        index: z.number().check(z.int(), z.gte(0)),
        sighashTypes: z.optional(z.array(z.literal(1)).check(z.maxLength(1))),
      }),
    )
    .check(z.minLength(1), z.maxLength(500)),
  broadcast: z.optional(z.literal(false)),
})
