import type { Address } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

/** The sender's and receiver's associated token accounts of a mint. */
export async function tokenAccountsOf(owner: Address, receiver: Address, mint: Address) {
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    findAssociatedTokenPda({ owner: receiver, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
  ])
  return { source, destination }
}
