import * as z from 'zod/mini'

/** A payment the wallet sent for an order, kept until the api has recorded it. */
export const SentPaymentSchema = z.object({
  claim: z.string(),
  hash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
})
export type SentPayment = z.infer<typeof SentPaymentSchema>
