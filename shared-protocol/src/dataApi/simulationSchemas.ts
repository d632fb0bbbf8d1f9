import * as z from 'zod/mini'

const units = z.string().check(z.regex(/^\d{1,78}$/))

/**
 * One asset the simulated calls move into or out of the account, summed over the calls:
 * the network's coin, an ERC-20 (`amount` in its smallest unit, `decimals` and `symbol` read
 * from the token; null when it does not answer), or one NFT (ERC-721, or ERC-1155 with its
 * `amount`).
 */
export const AssetChangeSchema = z.object({
  kind: z.enum(['native', 'erc20', 'erc721', 'erc1155']),
  /** The token or collection contract; absent for the native coin. */
  token: z.optional(z.string()),
  symbol: z.nullable(z.string()),
  decimals: z.nullable(z.number()),
  amount: units,
  tokenId: z.optional(units),
})
export type AssetChange = z.infer<typeof AssetChangeSchema>

/**
 * `POST /v1/simulate`: what the calls would do to the account if sent now, run in sequence in
 * one block on the chain's node (`eth_simulateV1`). `reverted`: the call at `callIndex` fails,
 * with the chain's `reason` when it gives one; nothing is moved then.
 */
export const SimulationSchema = z.union([
  z.object({
    status: z.literal('success'),
    send: z.array(AssetChangeSchema),
    receive: z.array(AssetChangeSchema),
  }),
  z.object({
    status: z.literal('reverted'),
    callIndex: z.number(),
    reason: z.nullable(z.string()),
  }),
])
export type Simulation = z.infer<typeof SimulationSchema>
