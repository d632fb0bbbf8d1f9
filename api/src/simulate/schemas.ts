import { z } from 'zod'
import { CaipNetworkIdSchema, EvmAddressSchema } from '../chains/DataChainSchema.ts'

const HexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
const QuantitySchema = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity')

/** At most this many calls are simulated at once (a `wallet_sendCalls` batch). */
export const MAX_SIMULATED_CALLS = 16

/** One call as a wallet sends it: no `to` deploys a contract. */
export const SimulatedCallSchema = z.object({
  to: EvmAddressSchema.nullish(),
  value: QuantitySchema.optional(),
  data: HexSchema.max(2 + 2 * 48 * 1024, 'data must be at most 48 KiB').optional(),
})

/** `POST /v1/simulate`'s body: the account's calls on an EVM network the api serves. */
export const SimulateBodySchema = z.object({
  chainId: CaipNetworkIdSchema.refine((id) => id.startsWith('eip155:'), 'must be an EVM network'),
  from: EvmAddressSchema,
  calls: z.array(SimulatedCallSchema).min(1).max(MAX_SIMULATED_CALLS),
})
export type SimulateBody = z.output<typeof SimulateBodySchema>
