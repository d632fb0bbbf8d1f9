import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import { base64 } from '@scure/base'
import type { Connection } from '../connection/index.ts'
import { decodeSolanaSignature } from './decodeSolanaSignature.ts'

/**
 * `solana:signMessage` of UTF-8 text by the connection's first account. Returns the message
 * the wallet signed, as text, and the signature as base58 (what the api verifies).
 */
export async function signSolanaText(
  connection: Connection,
  text: string,
): Promise<{ message: string; signature: string }> {
  const address = connection.accounts[0]
  if (!address) throw new InvalidParamsRpcError('The Solana connection has no account.')
  const out = await connection.connector.request({
    method: 'solana:signMessage',
    params: { address, message: base64.encode(new TextEncoder().encode(text)) },
  })
  return decodeSolanaSignature(out)
}
