import { buildBitcoinSiwxMessage } from '@porthole/shared-protocol/bitcoin'
import type { Connection } from '../../connection/index.ts'
import type { SolanaSignInInput } from '../signInWithSolana.ts'
import { type SignedMessage, signingAccount } from '../signingAccount.ts'
import { signBitcoinText } from './signBitcoinText.ts'

/**
 * Sign in with a Bitcoin account: the CAIP-122 text of the fields (`buildBitcoinSiwxMessage`)
 * for the connection's payment address and network, signed with BIP-322 by the wallet.
 * Returns what `POST /v1/sessions` takes. Loaded only when a Bitcoin wallet signs in.
 */
export async function signInWithBitcoin(
  connection: Connection,
  input: SolanaSignInInput,
): Promise<SignedMessage> {
  const address = signingAccount(connection, 'Bitcoin')
  const message = buildBitcoinSiwxMessage({
    domain: new URL(input.origin).host,
    address,
    caipNetworkId: connection.caipNetworkId,
    uri: input.origin,
    nonce: input.nonce,
    issuedAt: input.issuedAt.toISOString(),
    expirationTime: input.expirationTime.toISOString(),
    ...(input.statement ? { statement: input.statement } : {}),
  })
  return { message, signature: await signBitcoinText(connection, message) }
}
