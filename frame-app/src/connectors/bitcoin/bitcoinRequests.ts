import * as z from 'zod/mini'

/**
 * What the frame asks of any Bitcoin connector, in WalletConnect's bip122 method names (a
 * WalletConnect session forwards them as they are; a host-page wallet's connector translates
 * them to Wallet Standard's `bitcoin:` features; the embedded wallet answers them in the vault):
 * - `getAccountAddresses` `{ account, intentions? }` → `BitcoinAccount[]`, payment first;
 * - `signPsbt` `{ account, psbt (base64), signInputs: [{ address, index }], broadcast: false }`
 *   → `{ psbt }` (base64, the signed inputs finalized);
 * - `signMessage` `{ account, address, message, protocol: 'bip322' }` → `{ address, signature }`
 *   (base64, a BIP-322 simple signature).
 */
export type BitcoinRequestMethod = 'getAccountAddresses' | 'signPsbt' | 'signMessage'

/** A Bitcoin address of the wallet: `payment` for coins, `ordinal` for inscriptions (Taproot). */
export type BitcoinAccount = {
  address: string
  publicKey: string
  intention: 'payment' | 'ordinal'
}

export const SignPsbtParamsSchema = z.object({
  account: z.string(),
  psbt: z.string(),
  signInputs: z.array(z.object({ address: z.string(), index: z.number().check(z.int()) })),
  broadcast: z.optional(z.boolean()),
})
export type SignPsbtParams = z.infer<typeof SignPsbtParamsSchema>

export const SignedPsbtSchema = z.object({ psbt: z.string() })

export const SignMessageParamsSchema = z.object({
  account: z.string(),
  address: z.optional(z.string()),
  message: z.string(),
  protocol: z.optional(z.enum(['bip322', 'ecdsa'])),
})
