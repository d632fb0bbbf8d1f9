import { address, createNoopSigner, type Instruction } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { describe, expect, test } from 'vitest'
import { compileSolanaWire } from '../../../chains/solana/compileSolanaWire.ts'
import { tokenAccountsOf } from '../../../chains/solana/tokenAccountsOf.ts'
import { anvilSummaryDeps } from '../test/anvilSummaryDeps.ts'
import { summarizeApproval } from './summarizeApproval.ts'

const deps = anvilSummaryDeps('0x5FbDB2315678afecb367f032d93F642f64180aa3')

/** A version 0 transaction of `instructions` that `feePayer` pays for, base64 wire format. */
const solanaWire = (feePayer: string, instructions: readonly Instruction[]) =>
  compileSolanaWire(
    feePayer,
    { blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', lastValidBlockHeight: 9n },
    instructions,
  )

describe('summarizeApproval on solana', () => {
  const from = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
  const to = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2'
  const wire = () => {
    const signer = createNoopSigner(address(from))
    return solanaWire(from, [
      getTransferSolInstruction({
        source: signer,
        destination: address(to),
        amount: 1_500_000_000n,
      }),
      getTransferCheckedInstruction({
        source: address(to),
        mint: address('So11111111111111111111111111111111111111112'),
        destination: address(from),
        authority: signer,
        amount: 1n,
        decimals: 9,
      }),
    ])
  }

  test('default: a transaction shows its instruction count, SOL and SPL transfers', async () => {
    const params = { address: from, chain: 'solana:devnet', transaction: wire() }
    expect(
      await summarizeApproval({ method: 'solana:signAndSendTransaction', params }, deps),
    ).toEqual({
      kind: 'solanaTransaction',
      instructionCount: 2,
      transfers: [
        { to, amount: '1.5 SOL' },
        { to: from, amount: '0.000000001', mint: 'So11111111111111111111111111111111111111112' },
      ],
      send: true,
    })
  })

  test('behavior: an SPL transfer into a token account the transaction creates names its owner', async () => {
    const mint = address('So11111111111111111111111111111111111111112')
    const { source, destination } = await tokenAccountsOf(address(from), address(to), mint)
    const signer = createNoopSigner(address(from))
    const transaction = solanaWire(from, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner: address(to),
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: signer,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ])
    expect(
      await summarizeApproval(
        { method: 'solana:signTransaction', params: { address: from, transaction } },
        deps,
      ),
    ).toMatchObject({ transfers: [{ to, amount: '12.5', mint }], send: false })
  })

  test('default: a message shows its text', async () => {
    const message = btoa('Sign in to my shop')
    expect(
      await summarizeApproval(
        { method: 'solana:signMessage', params: { address: from, message } },
        deps,
      ),
    ).toEqual({ kind: 'message', text: 'Sign in to my shop', encoding: 'utf8' })
  })

  test('error: bytes that are not a transaction are shown raw', async () => {
    const params = { address: from, chain: 'solana:devnet', transaction: btoa('garbage') }
    expect(
      await summarizeApproval({ method: 'solana:signTransaction', params }, deps),
    ).toMatchObject({
      kind: 'raw',
    })
  })
})
