import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import type { Connection } from '../../connection/index.ts'
import { signingAccount } from '../signingAccount.ts'

const Signed = z.object({ signature: z.string().check(z.minLength(1)) })

/**
 * A BIP-322 signature of UTF-8 text by the connection's payment address, asked in the frame's
 * Bitcoin vocabulary (`signMessage`, connectors/bitcoin/bitcoinRequests.ts): base64, what the
 * api's BIP-322 verifier takes. Loaded only when a Bitcoin wallet signs.
 */
export async function signBitcoinText(connection: Connection, text: string): Promise<string> {
  const address = signingAccount(connection, 'Bitcoin')
  const out = Signed.safeParse(
    await connection.connector.request({
      method: 'signMessage',
      params: { account: address, address, message: text, protocol: 'bip322' },
    }),
  )
  if (!out.success) throw new InvalidParamsRpcError('The wallet answered no signature.')
  return out.data.signature
}
