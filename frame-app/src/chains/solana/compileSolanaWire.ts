import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/** A recent blockhash and the last block height a transaction naming it is valid until. */
export type Blockhash = { blockhash: string; lastValidBlockHeight: bigint }

/**
 * The unsigned version 0 transaction of `instructions` that `feePayer` pays for, valid until
 * `lifetime.lastValidBlockHeight`, in base64 wire format (what a wallet signs).
 */
export function compileSolanaWire(
  feePayer: string,
  lifetime: Blockhash,
  instructions: readonly Instruction[],
): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        lifetime as Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
