import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from './schemas.ts'

/** An order's id as the host names it: 1 to 128 letters, digits and `._:-`. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/
export const OrderIdSchema = z.string().check(z.regex(ORDER_ID_PATTERN))

/** An EVM address (`0x` and 40 hex digits): the recipient of a payment. */
export const PayAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/**
 * An amount in the asset's own units as a decimal string (`'1.25'` DUSD, not 1250000), above
 * zero: at most 36 digits before the point and 36 after.
 */
export const PayAmountSchema = z.string().check(
  z.regex(/^(0|[1-9][0-9]{0,35})(\.[0-9]{1,36})?$/),
  z.refine((amount) => /[1-9]/.test(amount), 'the amount must be above zero'),
)

/**
 * A CAIP-19 asset on an EVM network: the native coin (`eip155:1/slip44:60`) or an ERC-20
 * (`eip155:1/erc20:0x…`).
 */
export const PayAssetSchema = z
  .string()
  .check(z.regex(/^eip155:[0-9]{1,32}\/(slip44:[0-9]{1,10}|erc20:0x[0-9a-fA-F]{40})$/))

/** `modal.pay(...)`'s request (PAY): pay `amount` of `asset` to `recipient` for order `orderId`. */
export const PayRequestSchema = z.object({
  orderId: OrderIdSchema,
  recipient: PayAddressSchema,
  amount: PayAmountSchema,
  asset: PayAssetSchema,
  /** Networks the host accepts the payment on; the asset's own must be among them. */
  networks: z.optional(z.array(CaipNetworkIdSchema).check(z.minLength(1), z.maxLength(32))),
})
export type PayRequest = z.infer<typeof PayRequestSchema>

/** What `modal.pay(...)` resolves with once the transfer is confirmed (and on a paid order). */
export const PayResultSchema = z.object({
  orderId: OrderIdSchema,
  txHash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  /** The CAIP-2 network it was paid on (`eip155:31337`). */
  chainId: CaipNetworkIdSchema,
  asset: PayAssetSchema,
  amount: PayAmountSchema,
  /** The address that paid. */
  payer: PayAddressSchema,
})
export type PayResult = z.infer<typeof PayResultSchema>

/** The asset's parts: its CAIP-2 network and its ERC-20 contract (undefined for the native coin). */
export function parsePayAsset(asset: string): { caipNetworkId: string; token: string | undefined } {
  const [caipNetworkId = '', reference = ''] = asset.split('/')
  return {
    caipNetworkId,
    token: reference.startsWith('erc20:') ? reference.slice('erc20:'.length) : undefined,
  }
}
