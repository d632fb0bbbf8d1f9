import { base64 } from '@scure/base'
import type { Connection } from '../connection/index.ts'
import { decodeSolanaSignature } from './decodeSolanaSignature.ts'
import { type SignedMessage, signingAccount } from './signingAccount.ts'

/**
 * `solana:signMessage` of UTF-8 text by the connection's first account. Returns the message
 * the wallet signed, as text, and the signature as base58 (what the api verifies).
 */
export async function signSolanaText(connection: Connection, text: string): Promise<SignedMessage> {
  const address = signingAccount(connection, 'Solana')
  const out = await connection.connector.request({
    method: 'solana:signMessage',
    params: { address, message: base64.encode(new TextEncoder().encode(text)) },
  })
  return decodeSolanaSignature(out)
}
