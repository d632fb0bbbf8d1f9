import * as z from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))
const Money = z.object({ amount: text(40), currency: text(20) })

/** SPEC §3 on-ramp options as `GET /v1/onramp/options` returns them (`fallback`: SPEC §8 defaults). */
export const OnrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: text(20),
      name: text(100),
      symbol: text(20),
      networks: z.array(
        z.object({
          name: text(40),
          display_name: text(100),
          chain_id: z.number().check(z.int()),
          contract_address: text(100),
        }),
      ),
    }),
  ),
  paymentCurrencies: z.array(
    z.object({
      id: text(20),
      payment_method_limits: z.array(z.object({ id: text(40), min: text(20), max: text(20) })),
    }),
  ),
  fallback: z.boolean(),
})
export type OnrampOptions = z.infer<typeof OnrampOptionsSchema>

/** SPEC §3 on-ramp quote (`fallback`: SPEC §8's estimate, id 'mocked-quote-id'). */
export const OnrampQuoteSchema = z.object({
  coinbaseFee: Money,
  networkFee: Money,
  paymentSubtotal: Money,
  paymentTotal: Money,
  purchaseAmount: Money,
  quoteId: text(100),
  fallback: z.boolean(),
})
export type OnrampQuote = z.infer<typeof OnrampQuoteSchema>

export const OnrampUrlSchema = z.object({ url: z.url().check(z.maxLength(4096)) })
