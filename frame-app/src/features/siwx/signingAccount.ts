import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import type { Connection } from '../connection/index.ts'

/** A signed sign-in or text message, as `POST /v1/sessions` takes it. */
export type SignedMessage = { message: string; signature: string }

/**
 * The connection's first account, the one that signs; a connection of `chain` (Solana,
 * Bitcoin) without one fails with InvalidParamsRpcError.
 */
export function signingAccount(connection: Connection, chain: string): string {
  const address = connection.accounts[0]
  if (!address) throw new InvalidParamsRpcError(`The ${chain} connection has no account.`)
  return address
}
