import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import {
  getTransferSolInstructionDataDecoder,
  identifySystemInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  getTransferCheckedInstructionDataDecoder,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import { formatUnits } from 'viem'
import type { ApprovalSummary, SolanaTransfer } from './ApprovalSummary.ts'

type Compiled = ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
type Instruction = Extract<Compiled, { instructions: unknown }>['instructions'][number]

/** The message's account at `index` of `instruction`'s accounts. */
const accountOf = (message: Compiled, instruction: Instruction, position: number) => {
  const index = instruction.accountIndices?.[position]
  if (index === undefined) return '?'
  return message.staticAccounts[index] ?? `lookup account #${index}`
}

/**
 * The owner of each associated token account the transaction creates (Associated Token
 * program `Create`/`CreateIdempotent`: payer, account, owner, mint), so a token transfer into
 * it names the wallet it pays, not its token account.
 */
function createdTokenAccounts(message: Compiled, instructions: readonly Instruction[]) {
  const owners = new Map<string, string>()
  for (const instruction of instructions) {
    if (
      message.staticAccounts[instruction.programAddressIndex] !== ASSOCIATED_TOKEN_PROGRAM_ADDRESS
    )
      continue
    owners.set(accountOf(message, instruction, 1), accountOf(message, instruction, 2))
  }
  return owners
}

/** SOL transfers (System `TransferSol`) and SPL transfers (Token `TransferChecked`). */
function transfersOf(message: Compiled): SolanaTransfer[] {
  if (!('instructions' in message)) return []
  const owners = createdTokenAccounts(message, message.instructions)
  const transfers: SolanaTransfer[] = []
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = instruction.data
    if (!data) continue
    if (program === SYSTEM_PROGRAM_ADDRESS) {
      if (identifySystemInstruction(data) !== SystemInstruction.TransferSol) continue
      const { amount } = getTransferSolInstructionDataDecoder().decode(data)
      const to = accountOf(message, instruction, 1)
      transfers.push({ to, amount: `${formatUnits(amount, 9)} SOL` })
    }
    if (program === TOKEN_PROGRAM_ADDRESS && data[0] === TokenInstruction.TransferChecked) {
      const { amount, decimals } = getTransferCheckedInstructionDataDecoder().decode(data)
      const account = accountOf(message, instruction, 2)
      transfers.push({
        to: owners.get(account) ?? account,
        amount: formatUnits(amount, decimals),
        mint: accountOf(message, instruction, 1),
      })
    }
  }
  return transfers
}

/**
 * `solana:signTransaction` / `solana:signAndSendTransaction` params `{ transaction }` (base64
 * wire bytes): how many instructions it holds and its transfers: SOL (System program
 * `TransferSol`: receiver and amount in SOL) and SPL tokens (`TransferChecked`: receiver, the
 * amount in the mint's decimals and the mint, which the chain gives no symbol for). `send`
 * tells the two methods apart.
 */
export function summarizeSolanaTransaction(params: unknown, send: boolean): ApprovalSummary {
  const transaction = (params as { transaction?: unknown } | null)?.transaction
  if (typeof transaction !== 'string') return { kind: 'raw', json: JSON.stringify(params ?? null) }
  const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
  const instructionCount =
    'instructions' in message ? message.instructions.length : message.numInstructions
  return { kind: 'solanaTransaction', instructionCount, transfers: transfersOf(message), send }
}
