import * as z from 'zod/mini'
import type { ApprovalSummary } from '../ApprovalSummary.ts'

// An array, not z.tuple (which would pull its code into the first paint, decision 0137).
const ParamsSchema = z.array(
  z.object({ delegate: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), chainId: z.number() }),
)

/**
 * The embedded wallet's removal of its delegation (decision 0012), as its connector asks for
 * it: the contract the account stops delegating to and the chain. Throws on other params
 * (shown raw).
 */
export function summarizeDelegationRemoval(params: unknown): ApprovalSummary {
  const [first] = ParamsSchema.parse(params)
  if (!first) throw new TypeError('The removal names no delegation.')
  const { delegate, chainId } = first
  return { kind: 'delegationRemoval', delegate, chainId }
}
