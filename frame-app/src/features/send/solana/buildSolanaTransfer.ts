import { address, createNoopSigner, type Instruction } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { type Blockhash, compileSolanaWire } from '../../../chains/solana/compileSolanaWire.ts'
import { tokenAccountsOf } from '../../../chains/solana/tokenAccountsOf.ts'
import { contractOf, decimalsOf } from '../SendAsset.ts'
import type { TransferRequest } from '../SendServices.ts'

/**
 * The instructions of a send on Solana: a System transfer of lamports for SOL; for an SPL
 * token, the receiver's associated token account created when missing (idempotent, paid by the
 * sender) and a `TransferChecked` between the two accounts, in the mint's decimals.
 */
export async function buildSolanaInstructions(request: TransferRequest): Promise<Instruction[]> {
  const sender = createNoopSigner(address(request.account.address))
  const receiver = address(request.to)
  const mint = contractOf(request.token)
  if (mint === undefined)
    return [
      getTransferSolInstruction({ source: sender, destination: receiver, amount: request.amount }),
    ]
  const mintAddress = address(mint)
  const { source, destination } = await tokenAccountsOf(sender.address, receiver, mintAddress)
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: sender,
      ata: destination,
      owner: receiver,
      mint: mintAddress,
    }),
    getTransferCheckedInstruction({
      source,
      mint: mintAddress,
      destination,
      authority: sender,
      amount: request.amount,
      decimals: decimalsOf(request.token),
    }),
  ]
}

/**
 * The unsigned transaction (base64 wire format) the wallet signs and sends: version 0, the
 * sender pays the fee, valid until `lastValidBlockHeight`.
 */
export async function buildSolanaTransfer(request: TransferRequest, lifetime: Blockhash) {
  const instructions = await buildSolanaInstructions(request)
  return compileSolanaWire(request.account.address, lifetime, instructions)
}
