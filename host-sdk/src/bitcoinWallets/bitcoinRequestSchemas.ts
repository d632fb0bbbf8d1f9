import * as v from 'valibot'

const Base64 = v.pipe(v.string(), v.maxLength(1_500_000), v.regex(/^[A-Za-z0-9+/]*={0,2}$/))
// Bech32 (lower case) and base58 addresses; the wallet checks the address is one it holds.
const Address = v.pipe(v.string(), v.regex(/^[a-zA-Z0-9]{14,90}$/, 'not an address'))
const Chain = v.pipe(v.string(), v.regex(/^bitcoin:[a-z0-9]{1,16}$/))
const Purpose = v.picklist(['payment', 'ordinals'])

/**
 * The params of each Wallet Standard request the frame sends to a Bitcoin wallet of the host
 * page (HOST_WALLET_REQUEST, the `bitcoin:` extension's features): the PSBT and messages as
 * base64, accounts by address.
 */
export const bitcoinRequestSchemas = {
  'standard:connect': v.optional(v.object({ silent: v.optional(v.boolean()) })),
  'standard:disconnect': v.optional(v.unknown()),
  'bitcoin:connect': v.object({ purposes: v.pipe(v.array(Purpose), v.minLength(1)) }),
  'bitcoin:disconnect': v.optional(v.unknown()),
  'bitcoin:signTransaction': v.object({
    psbt: Base64,
    chain: v.optional(Chain),
    inputsToSign: v.pipe(
      v.array(
        v.object({
          address: Address,
          signingIndexes: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
        }),
      ),
      v.minLength(1),
    ),
  }),
  'bitcoin:signMessage': v.object({ address: Address, message: Base64 }),
} as const
