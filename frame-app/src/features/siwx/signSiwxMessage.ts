import type { Connection } from '../connection/index.ts'
import { buildSiweMessage } from './buildSiweMessage.ts'
import type { SolanaSignInInput } from './signInWithSolana.ts'
import type { SignedMessage } from './signingAccount.ts'
import { signText } from './signText.ts'

/**
 * The sign-in message for the connection's account and its signature: SIWS on solana, CAIP-122
 * with BIP-322 on bip122 (their code loaded only then), SIWE (EIP-4361) on eip155.
 */
export async function signSiwxMessage(
  connection: Connection,
  fields: SolanaSignInInput,
): Promise<SignedMessage> {
  if (connection.connector.namespace === 'solana') {
    const { signInWithSolana } = await import('./signInWithSolana.ts')
    return signInWithSolana(connection, fields)
  }
  if (connection.connector.namespace === 'bip122') {
    const { signInWithBitcoin } = await import('./bitcoin/signInWithBitcoin.ts')
    return signInWithBitcoin(connection, fields)
  }
  const message = await buildSiweMessage({
    ...fields,
    address: connection.accounts[0] ?? '',
    caipNetworkId: connection.caipNetworkId,
  })
  return { message, signature: await signText(connection, message) }
}
