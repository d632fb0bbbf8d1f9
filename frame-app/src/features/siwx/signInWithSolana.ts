import { ErrorCode } from '@porthole/shared-protocol'
import {
  createSignInMessageText,
  type SolanaSignInInputWithRequiredFields,
} from '@solana/wallet-standard-util'
import type { Connection } from '../connection/index.ts'
import { decodeSolanaSignature } from './decodeSolanaSignature.ts'
import { type SignedMessage, signingAccount } from './signingAccount.ts'
import { signSolanaText } from './signSolanaText.ts'

export type SolanaSignInInput = {
  nonce: string
  /** The verified host origin: the message's uri, and its host the domain. */
  origin: string
  statement: string | undefined
  issuedAt: Date
  expirationTime: Date
}

/**
 * Sign In With Solana: the wallet's `solana:signIn` when it has it (the wallet builds and
 * shows the message), else `solana:signMessage` on the SIWS text of the same fields
 * (`createSignInMessageText`). Returns the signed message as text and the signature as
 * base58, what `POST /v1/sessions` takes. Loaded only when a Solana wallet signs in.
 */
export async function signInWithSolana(
  connection: Connection,
  input: SolanaSignInInput,
): Promise<SignedMessage> {
  const address = signingAccount(connection, 'Solana')
  const fields: SolanaSignInInputWithRequiredFields = {
    domain: new URL(input.origin).host,
    address,
    uri: input.origin,
    version: '1',
    chainId: connection.caipNetworkId,
    nonce: input.nonce,
    issuedAt: input.issuedAt.toISOString(),
    expirationTime: input.expirationTime.toISOString(),
    ...(input.statement ? { statement: input.statement } : {}),
  }
  try {
    const out = await connection.connector.request({
      method: 'solana:signIn',
      params: { ...fields },
    })
    return decodeSolanaSignature(out)
  } catch (error) {
    // 4200: the wallet has no `solana:signIn`.
    if ((error as { code?: unknown } | null)?.code !== ErrorCode.unsupportedMethod) throw error
  }
  return signSolanaText(connection, createSignInMessageText(fields))
}
