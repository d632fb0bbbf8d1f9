import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import { base58, base64 } from '@scure/base'
import * as z from 'zod/mini'
import type { SignedMessage } from './signingAccount.ts'

const Signed = z.object({ signedMessage: z.string(), signature: z.string() })

/** The `{ signedMessage, signature }` (base64) a Solana wallet answers, as text and base58. */
export function decodeSolanaSignature(out: unknown): SignedMessage {
  const parsed = Signed.safeParse(out)
  if (!parsed.success) throw new InvalidParamsRpcError('The wallet answered no signature.')
  return {
    message: new TextDecoder().decode(base64.decode(parsed.data.signedMessage)),
    signature: base58.encode(base64.decode(parsed.data.signature)),
  }
}
