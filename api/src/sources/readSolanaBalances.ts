import { z } from 'zod'
import type { SolanaDataChain } from '../chains/SolanaDataChainSchema.ts'
import { UpstreamError } from '../errors.ts'

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

const RpcAnswerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])
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

const TIMEOUT_MS = 10_000

async function call<S extends z.ZodType>(
  chain: SolanaDataChain,
  method: string,
  params: unknown[],
  schema: S,
): Promise<z.output<S>> {
  const failed = (details: string, cause?: unknown) =>
    new UpstreamError(`The Solana RPC of ${chain.name} failed (${method}).`, { details, cause })
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((cause: unknown) => {
    throw failed('unreachable', cause)
  })
  if (!response.ok) throw failed(`HTTP ${response.status}`)
  const answer = RpcAnswerSchema.safeParse(await response.json().catch(() => null))
  if (!answer.success) throw failed('not a JSON-RPC answer')
  if ('error' in answer.data) throw failed(answer.data.error.message)
  const result = schema.safeParse(answer.data.result)
  if (!result.success) throw failed('unexpected result shape', result.error)
  return result.data
}

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
