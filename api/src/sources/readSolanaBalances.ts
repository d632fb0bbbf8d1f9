import { z } from 'zod'
import type { SolanaDataChain } from '../chains/SolanaDataChainSchema.ts'
import { callSolanaRpc as call } from './callSolanaRpc.ts'

/** The two SPL token programs: Token and Token-2022. */
export const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

export type SolanaRawBalance = {
  /** undefined for SOL. */
  mint?: string
  decimals: number
  /** In the smallest unit (lamports, or the mint's base unit). */
  amount: bigint
}

const BalanceSchema = z.object({ value: z.number().int().min(0) })
const TokenAccountsSchema = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({
              mint: z.string(),
              tokenAmount: z.object({
                amount: z.string().regex(/^\d+$/),
                decimals: z.number().int().min(0).max(255),
              }),
            }),
          }),
        }),
      }),
    }),
  ),
})

/**
 * SOL and every SPL holding (Token and Token-2022 programs) of `owner`, summed per mint, read
 * over the cluster's JSON-RPC (`getBalance`, `getTokenAccountsByOwner` jsonParsed). Empty
 * holdings are left out. A failing RPC throws `UpstreamError`.
 */
export async function readSolanaBalances(
  chain: SolanaDataChain,
  owner: string,
): Promise<SolanaRawBalance[]> {
  const [sol, ...programs] = await Promise.all([
    call(chain, 'getBalance', [owner, { commitment: 'confirmed' }], BalanceSchema),
    ...TOKEN_PROGRAMS.map((programId) =>
      call(
        chain,
        'getTokenAccountsByOwner',
        [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
        TokenAccountsSchema,
      ),
    ),
  ])
  const held = new Map<string, SolanaRawBalance>()
  for (const { account } of programs.flatMap((answer) => answer.value)) {
    const { mint, tokenAmount } = account.data.parsed.info
    const amount = BigInt(tokenAmount.amount)
    const before = held.get(mint)?.amount ?? 0n
    held.set(mint, { mint, decimals: tokenAmount.decimals, amount: before + amount })
  }
  const tokens = [...held.values()].filter((balance) => balance.amount > 0n)
  return [{ decimals: chain.nativeCurrency.decimals, amount: BigInt(sol.value) }, ...tokens]
}
