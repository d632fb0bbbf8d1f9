import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { contractOf, decimalsOf } from '../SendAsset.ts'
import type { TransferRequest } from '../SendServices.ts'

export type Blockhash = { blockhash: string; lastValidBlockHeight: bigint }

/** The sender's and receiver's associated token accounts of a mint. */
export async function tokenAccountsOf(owner: Address, receiver: Address, mint: Address) {
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    findAssociatedTokenPda({ owner: receiver, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
  ])
  return { source, destination }
}

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
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(request.account.address), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        lifetime as Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
