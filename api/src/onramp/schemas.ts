import { z } from 'zod'

// SPEC §3 on-ramp entities and SPEC §7 request bodies, as the api speaks them.

const CurrencyId = z
  .string()
  .regex(/^[A-Za-z0-9]{2,12}$/, 'expected a currency id such as USD or USDC')
  .transform((id) => id.toUpperCase())
const NetworkName = z.string().regex(/^[a-z0-9-]{1,40}$/, 'expected a network name such as base')
const Country = z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166 country code such as US')
const Subdivision = z.string().regex(/^[A-Z0-9]{1,3}$/, 'expected a subdivision such as CA')
export const PaymentMethodSchema = z.enum([
  'CARD',
  'ACH_BANK_ACCOUNT',
  'APPLE_PAY',
  'FIAT_WALLET',
  'CRYPTO_ACCOUNT',
  'GUEST_CHECKOUT_CARD',
])

/** A fiat amount: a positive decimal with at most 2 places, answered as `12.30`. */
const FiatAmount = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'expected a positive amount such as 50.00'))
  .transform((value) => Number(value).toFixed(2))
  .refine((value) => Number(value) > 0, 'must be greater than 0')

export const OptionsQuerySchema = z.object({
  country: Country.default('US'),
  subdivision: Subdivision.optional(),
})

export const QuoteBodySchema = z.object({
  purchaseCurrency: CurrencyId,
  paymentCurrency: CurrencyId,
  amount: FiatAmount,
  network: NetworkName,
  paymentMethod: PaymentMethodSchema.default('CARD'),
  country: Country.default('US'),
  subdivision: Subdivision.optional(),
})
export type QuoteBody = z.output<typeof QuoteBodySchema>

const Address = z
  .string()
  .regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'expected an address')

export const OnrampUrlBodySchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: Address,
        blockchains: z.array(NetworkName).min(1).max(20),
        assets: z.array(CurrencyId).max(20).optional(),
      }),
    )
    .min(1, 'at least one destination wallet is required')
    .max(10),
  defaultNetwork: NetworkName.optional(),
  defaultAsset: CurrencyId.optional(),
  partnerUserId: z.string().min(1).max(49).optional(),
  defaultExperience: z.literal('buy').default('buy'),
  presetCryptoAmount: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'expected a positive amount'))
    .optional(),
  presetFiatAmount: FiatAmount.optional(),
  fiatCurrency: CurrencyId.optional(),
  defaultPaymentMethod: PaymentMethodSchema.optional(),
  quoteId: z.string().min(1).max(100).optional(),
})
export type OnrampUrlBody = z.output<typeof OnrampUrlBodySchema>

// The response schemas (OnrampOptions, OnrampQuote, OnrampUrl) are the shared catalog's:
// `@porthole/shared-protocol/dataApi`.
