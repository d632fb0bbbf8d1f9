import { formatUnits } from 'viem'
import { z } from 'zod'
import type { SolanaDataChain } from '../../chains/SolanaDataChainSchema.ts'
import { operationType } from '../../history/operationType.ts'
import type { HistoryItem, HistoryTransfer } from '../../history/schemas.ts'
import { describeSolanaToken } from '../describeSolanaToken.ts'

const TokenBalanceSchema = z.object({
  accountIndex: z.number().int().min(0),
  mint: z.string(),
  owner: z.string().optional(),
  uiTokenAmount: z.object({
    amount: z.string().regex(/^\d+$/),
    decimals: z.number().int().min(0).max(255),
  }),
})

/** What `getTransaction` (encoding `json`, versions up to 0) answers, as far as history reads it. */
export const SolanaTransactionSchema = z.object({
  blockTime: z.number().nullable(),
  transaction: z.object({
    signatures: z.array(z.string()).min(1),
    message: z.object({ accountKeys: z.array(z.string()) }),
  }),
  meta: z.object({
    err: z.unknown().nullable(),
    fee: z.number().int().min(0),
    preBalances: z.array(z.number()),
    postBalances: z.array(z.number()),
    preTokenBalances: z.array(TokenBalanceSchema).default([]),
    postTokenBalances: z.array(TokenBalanceSchema).default([]),
    loadedAddresses: z
      .object({ writable: z.array(z.string()), readonly: z.array(z.string()) })
      .optional(),
  }),
})
export type SolanaTransaction = z.output<typeof SolanaTransactionSchema>

type Moved = HistoryTransfer & { counterparty: string | undefined; spl: boolean }

/** Token balance changes per token account index: mint, owner, amount before and after. */
function tokenChanges(meta: SolanaTransaction['meta']) {
  const changes = new Map<
    number,
    { mint: string; owner: string; decimals: number; delta: bigint }
  >()
  const add = (entry: z.output<typeof TokenBalanceSchema>, sign: bigint) => {
    const known = changes.get(entry.accountIndex)
    changes.set(entry.accountIndex, {
      mint: entry.mint,
      owner: entry.owner ?? known?.owner ?? '',
      decimals: entry.uiTokenAmount.decimals,
      delta: (known?.delta ?? 0n) + sign * BigInt(entry.uiTokenAmount.amount),
    })
  }
  for (const entry of meta.preTokenBalances) add(entry, -1n)
  for (const entry of meta.postTokenBalances) add(entry, 1n)
  return changes
}

/**
 * One transaction as a SPEC §3 history item from `owner`'s side: its SOL movement (the fee it
 * paid as fee payer left out, and SOL that went into token accounts counted as rent, not a
 * transfer) and its SPL movements per mint (the token accounts `owner` owns), each with the
 * account on the other side. Names come from the cluster's token list (`describeSolanaToken`).
 * A transaction that moved nothing for `owner` is `execute` with no transfers.
 */
export function parseSolanaTransaction(
  chain: SolanaDataChain,
  owner: string,
  tx: SolanaTransaction,
): HistoryItem {
  const { meta } = tx
  const keys = [
    ...tx.transaction.message.accountKeys,
    ...(meta.loadedAddresses?.writable ?? []),
    ...(meta.loadedAddresses?.readonly ?? []),
  ]
  const signature = tx.transaction.signatures[0]!
  const tokens = tokenChanges(meta)
  const solDelta = (index: number) =>
    BigInt((meta.postBalances[index] ?? 0) - (meta.preBalances[index] ?? 0)) +
    (index === 0 ? BigInt(meta.fee) : 0n)
  const moved: Moved[] = []

  const at = keys.indexOf(owner)
  const own = at < 0 ? 0n : solDelta(at)
  // Other plain accounts (not token accounts) whose SOL moved the other way.
  const others = keys
    .map((key, index) => ({ key, delta: solDelta(index), index }))
    .filter((o) => o.index !== at && !tokens.has(o.index) && o.delta !== 0n)
  const opposite = others.filter((o) => (own < 0n ? o.delta > 0n : o.delta < 0n))
  const reach = opposite.reduce((sum, o) => sum + (o.delta < 0n ? -o.delta : o.delta), 0n)
  const amount = own < 0n ? (-own < reach ? -own : reach) : own
  if (amount > 0n) {
    const sol = describeSolanaToken(chain, undefined)
    moved.push({
      direction: own < 0n ? 'out' : 'in',
      fungible_info: { name: sol.name, symbol: sol.symbol, icon: { url: sol.iconUrl } },
      quantity: { numeric: formatUnits(amount, chain.nativeCurrency.decimals) },
      counterparty: opposite[0]?.key,
      spl: false,
    })
  }

  const byMint = new Map<string, { decimals: number; delta: bigint }>()
  for (const change of tokens.values()) {
    if (change.owner !== owner) continue
    const sum = byMint.get(change.mint)
    byMint.set(change.mint, { decimals: change.decimals, delta: (sum?.delta ?? 0n) + change.delta })
  }
  for (const [mint, { decimals, delta }] of byMint) {
    if (delta === 0n) continue
    const other = [...tokens.values()].find(
      (c) => c.mint === mint && c.owner !== owner && (delta < 0n ? c.delta > 0n : c.delta < 0n),
    )
    const token = describeSolanaToken(chain, mint)
    moved.push({
      direction: delta < 0n ? 'out' : 'in',
      fungible_info: { name: token.name, symbol: token.symbol, icon: { url: token.iconUrl } },
      quantity: { numeric: formatUnits(delta < 0n ? -delta : delta, decimals) },
      counterparty: other?.owner,
      spl: true,
    })
  }

  // The token move names the counterparty first: an SPL send's SOL is the new account's rent.
  const main = moved.find((m) => m.spl) ?? moved[0]
  const outgoing = main ? main.direction === 'out' : true
  const counterparty = main?.counterparty ?? ''
  return {
    id: signature,
    metadata: {
      operationType: operationType(moved),
      hash: signature,
      minedAt: new Date((tx.blockTime ?? 0) * 1000).toISOString(),
      sentFrom: outgoing ? owner : counterparty,
      sentTo: outgoing ? counterparty : owner,
      status: meta.err ? 'failed' : 'confirmed',
      nonce: 0,
      chain: chain.caipNetworkId,
    },
    transfers: moved.map(({ counterparty: _counterparty, spl: _spl, ...transfer }) => transfer),
  }
}
