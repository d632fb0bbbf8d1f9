import { decodeFunctionData, erc20Abi, formatUnits, isAddress, isHex } from 'viem'
import * as z from 'zod/mini'
import type { CallAction, TokenAmount, TransactionSummary } from './ApprovalSummary.ts'

/** A token the decoder could read: its symbol and decimals, or null when it is not an ERC-20. */
export type ReadToken = (address: string) => Promise<{ symbol: string; decimals: number } | null>

export type TransactionDeps = {
  nativeCurrency: { symbol: string; decimals: number }
  readToken: ReadToken
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
})
export type TransactionParams = z.infer<typeof TransactionParamsSchema>

/** Approvals this large are unlimited in practice (no token's supply comes near 2^128). */
const UNLIMITED = 2n ** 128n

async function tokenAmount(token: string, raw: bigint, readToken: ReadToken) {
  const known = await readToken(token).catch(() => null)
  const amount: TokenAmount = { token, raw: raw.toString() }
  if (known) {
    amount.symbol = known.symbol
    amount.amount = formatUnits(raw, known.decimals)
  }
  return amount
}

async function actionOf(
  to: string | null,
  data: string,
  readToken: ReadToken,
): Promise<CallAction> {
  if (data === '0x' || data === '') return { kind: 'none' }
  if (!to) return { kind: 'deploy' }
  if (!isHex(data)) return { kind: 'unknown', data }
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    if (call.functionName === 'transfer') {
      const [receiver, raw] = call.args
      return { kind: 'erc20Transfer', to: receiver, amount: await tokenAmount(to, raw, readToken) }
    }
    if (call.functionName === 'approve') {
      const [spender, raw] = call.args
      return {
        kind: 'erc20Approve',
        spender,
        amount: await tokenAmount(to, raw, readToken),
        unlimited: raw >= UNLIMITED,
      }
    }
  } catch {
    // not an ERC-20 call: raw below
  }
  return { kind: 'unknown', data }
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
 * network's unit, and what its calldata does: an ERC-20 `transfer` or `approve` (decoded with
 * the ERC-20 ABI; the token's symbol and amount when the token answers `symbol()` and
 * `decimals()`), a contract deployment, or unknown calldata shown raw.
 */
export async function summarizeTransaction(
  tx: TransactionParams,
  deps: TransactionDeps,
): Promise<TransactionSummary> {
  if (tx.to && !isAddress(tx.to, { strict: false })) throw new TypeError(`Not an address: ${tx.to}`)
  const to = tx.to ?? null
  const value = BigInt(tx.value && tx.value !== '0x' ? tx.value : '0x0')
  const { symbol, decimals } = deps.nativeCurrency
  return {
    to,
    value: `${formatUnits(value, decimals)} ${symbol}`,
    action: await actionOf(to, tx.data ?? tx.input ?? '0x', deps.readToken),
  }
}
