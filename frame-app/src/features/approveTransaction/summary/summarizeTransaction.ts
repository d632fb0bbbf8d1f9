import { formatUnits, isAddress } from 'viem'
import * as z from 'zod/mini'
import type { CallAction, TransactionSummary } from './ApprovalSummary.ts'
import type { ChainReads } from './ChainReads.ts'
import { decodeCallAction } from './calls/decodeCallAction.ts'
import { delegationOf } from './delegation/delegationOf.ts'
import { findLookalike } from './findLookalike.ts'

export type TransactionDeps = ChainReads & {
  nativeCurrency: { symbol: string; decimals: number }
  /** The account the request is from (a swap paying another address is warned of). */
  account?: string
  /** The network fee of a transaction in the native coin's smallest unit; null when unknown. */
  estimateFee?: (tx: TransactionParams) => Promise<bigint | null>
}

const Hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
export const TransactionParamsSchema = z.object({
  to: z.optional(z.nullable(z.string())),
  value: z.optional(Hex),
  data: z.optional(Hex),
  input: z.optional(Hex),
  gas: z.optional(Hex),
  gasPrice: z.optional(Hex),
  /** EIP-7702 (type 4): the contracts the account would delegate to, on which chain. */
  authorizationList: z.optional(
    z.array(z.object({ address: z.string(), chainId: z.union([Hex, z.number().check(z.int())]) })),
  ),
})
export type TransactionParams = z.infer<typeof TransactionParamsSchema>

/** Who receives what the transaction moves: the token recipient, or the coin's. */
const recipientOf = (to: string | null, action: CallAction, value: bigint) => {
  if (action.kind === 'erc20Transfer') return action.to
  if (action.kind === 'swap') return action.toSelf ? null : action.recipient
  return action.kind === 'none' && value > 0n ? to : null
}

/**
 * A transaction's network fee in the network's coin, to 3 significant digits (`0.000021 ETH`),
 * or null when it cannot be estimated.
 */
export async function feeOf(tx: TransactionParams, deps: TransactionDeps): Promise<string | null> {
  const fee = await deps.estimateFee?.(tx).catch(() => null)
  if (fee === undefined || fee === null) return null
  const { symbol, decimals } = deps.nativeCurrency
  const amount = Number(formatUnits(fee, decimals))
  return `${new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(amount)} ${symbol}`
}

/**
 * One EVM transaction as the user should read it: the recipient, the native value in the
 * network's unit, what its calldata does (`decodeCallAction`: token transfers, allowances,
 * operator approvals, deployments, or unknown calldata shown raw), and a recipient that looks
 * like an address the account sent to before, and the EIP-7702 delegations it authorizes
 * (`delegationOf`).
 */
export async function summarizeTransaction(
  tx: TransactionParams,
  deps: TransactionDeps,
): Promise<TransactionSummary> {
  if (tx.to && !isAddress(tx.to, { strict: false })) throw new TypeError(`Not an address: ${tx.to}`)
  const to = tx.to ?? null
  const value = BigInt(tx.value && tx.value !== '0x' ? tx.value : '0x0')
  const { symbol, decimals } = deps.nativeCurrency
  const action = await decodeCallAction(to, tx.data ?? tx.input ?? '0x', deps, {
    value,
    nativeCurrency: deps.nativeCurrency,
    account: deps.account,
  })
  const summary: TransactionSummary = {
    to,
    value: `${formatUnits(value, decimals)} ${symbol}`,
    action,
  }
  const recipient = recipientOf(to, action, value)
  const lookalike = recipient ? findLookalike(recipient, deps.pastRecipients?.() ?? []) : undefined
  if (lookalike) summary.lookalike = lookalike
  const authorizations = tx.authorizationList ?? []
  if (authorizations.length > 0)
    summary.delegations = await Promise.all(
      authorizations.map((authorization) => delegationOf(authorization, deps.account, deps)),
    )
  return summary
}
