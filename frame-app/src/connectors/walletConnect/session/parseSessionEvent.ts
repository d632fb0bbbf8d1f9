import type { CaipNetworkId } from '@porthole/shared-protocol'
import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import { chainIdToCaip } from '../../chainIdToCaip.ts'

/** SPEC §5: a session event needs id, topic and params with chainId and event. */
export const SessionEventSchema = z.object({
  id: z.number(),
  topic: z.string().check(z.minLength(1)),
  params: z.object({
    chainId: z.string().check(z.regex(/^eip155:[0-9]+$/)),
    event: z.object({ name: z.string(), data: z.unknown() }),
  }),
})

const AddressSchema = z.string().check(z.regex(/^(eip155:[0-9]+:)?0x[0-9a-fA-F]{40}$/))

export type SessionEvent =
  | { topic: string; type: 'chainChanged'; caipNetworkId: CaipNetworkId }
  | { topic: string; type: 'accountsChanged'; accounts: string[] }

/**
 * A wallet's `session_event`, validated: `chainChanged` (a number, decimal or hex string) and
 * `accountsChanged` (plain or CAIP-10 addresses). Anything else throws InvalidParamsRpcError;
 * the caller ignores and reports it, never acts on it.
 */
export function parseSessionEvent(value: unknown): SessionEvent {
  const parsed = SessionEventSchema.safeParse(value)
  if (!parsed.success) throw new InvalidParamsRpcError('Invalid session event.')
  const { topic, params } = parsed.data
  const { name, data } = params.event
  if (name === 'chainChanged')
    return { topic, type: 'chainChanged', caipNetworkId: chainIdToCaip(data) }
  if (name === 'accountsChanged') {
    const accounts = z.array(AddressSchema).safeParse(data)
    if (!accounts.success) throw new InvalidParamsRpcError('Invalid accountsChanged event.')
    const plain = accounts.data.map((account) => account.split(':').at(-1) ?? account)
    return { topic, type: 'accountsChanged', accounts: [...new Set(plain)] }
  }
  throw new InvalidParamsRpcError(`Unknown session event: ${name}`)
}
