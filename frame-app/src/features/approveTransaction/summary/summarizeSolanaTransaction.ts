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
import { formatUnits } from 'viem'
import type { ApprovalSummary } from './ApprovalSummary.ts'

type Compiled = ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>

function transfersOf(message: Compiled) {
  if (!('instructions' in message)) return []
  const transfers: { to: string; amount: string }[] = []
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = instruction.data
    if (program !== SYSTEM_PROGRAM_ADDRESS || !data) continue
    if (identifySystemInstruction(data) !== SystemInstruction.TransferSol) continue
    const { amount } = getTransferSolInstructionDataDecoder().decode(data)
    const index = instruction.accountIndices?.[1]
    const to =
      index === undefined ? '?' : (message.staticAccounts[index] ?? `lookup account #${index}`)
    transfers.push({ to, amount: `${formatUnits(amount, 9)} SOL` })
  }
  return transfers
}

/**
 * `solana:signTransaction` / `solana:signAndSendTransaction` params `{ transaction }` (base64
 * wire bytes): how many instructions it holds and its SOL transfers (System program
 * `TransferSol`: receiver and amount in SOL). `send` tells the two methods apart.
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
