import { z } from 'zod'
import type { SolanaDataChain } from '../../chains/SolanaDataChainSchema.ts'
import type { HistoryPage } from '../../history/schemas.ts'
import { callSolanaRpc } from '../callSolanaRpc.ts'
import { TOKEN_PROGRAMS } from '../readSolanaBalances.ts'
import { parseSolanaTransaction, SolanaTransactionSchema } from './parseSolanaTransaction.ts'

/** The most signatures a node gives per address and call (`getSignaturesForAddress`). */
const SIGNATURES_PER_ADDRESS = 1000

const SignaturesSchema = z.array(z.object({ signature: z.string(), slot: z.number().int().min(0) }))
const TokenAccountKeysSchema = z.object({ value: z.array(z.object({ pubkey: z.string() })) })

export type SolanaHistorySource = {
  history(chain: SolanaDataChain, owner: string, cursor: string | undefined): Promise<HistoryPage>
}

/**
 * Solana history read from the cluster itself: the signatures of the owner's address and of
 * each of its token accounts (an incoming SPL transfer names only the receiver's token
 * account, not the receiver), merged newest first, each transaction read with
 * `getTransaction` and parsed into SPEC §3 items (`parseSolanaTransaction`). `pageSize`
 * items a page; the cursor is the last signature of the page before. Each address contributes
 * its latest 1000 signatures (one call each), so older history of a busy account needs an
 * indexer instead.
 */
export function createSolanaHistorySource(options: { pageSize: number }): SolanaHistorySource {
  const { pageSize } = options
  return {
    async history(chain, owner, cursor) {
      const holdings = await Promise.all(
        TOKEN_PROGRAMS.map((programId) =>
          callSolanaRpc(
            chain,
            'getTokenAccountsByOwner',
            [owner, { programId }, { encoding: 'base64', commitment: 'confirmed' }],
            TokenAccountKeysSchema,
          ),
        ),
      )
      const addresses = [owner, ...holdings.flatMap((h) => h.value.map((a) => a.pubkey))]
      const lists = await Promise.all(
        addresses.map((address) =>
          callSolanaRpc(
            chain,
            'getSignaturesForAddress',
            [address, { limit: SIGNATURES_PER_ADDRESS, commitment: 'confirmed' }],
            SignaturesSchema,
          ),
        ),
      )
      const slots = new Map<string, number>()
      for (const entry of lists.flat()) slots.set(entry.signature, entry.slot)
      // Newest first; within a slot, the order the node listed them.
      const merged = [...slots].sort((a, b) => b[1] - a[1]).map(([signature]) => signature)
      const start = cursor === undefined ? 0 : merged.indexOf(cursor) + 1
      if (start === 0 && cursor !== undefined) return { data: [], next: null }
      const page = merged.slice(start, start + pageSize)
      const transactions = await Promise.all(
        page.map((signature) =>
          callSolanaRpc(
            chain,
            'getTransaction',
            [
              signature,
              { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
            ],
            SolanaTransactionSchema.nullable(),
          ),
        ),
      )
      const data = transactions.flatMap((tx) =>
        tx ? [parseSolanaTransaction(chain, owner, tx)] : [],
      )
      const next = merged.length > start + pageSize ? (page.at(-1) ?? null) : null
      return { data, next }
    },
  }
}
