import { InvalidParamsRpcError } from '@porthole/shared-protocol'
import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit'

/**
 * A wire transaction with `signature` put in `signer`'s slot (a wallet that answered
 * `solana_signTransaction` with the signature only). Loaded only then.
 */
export function insertSolanaSignature(
  wire: Uint8Array,
  signer: string,
  signature: Uint8Array,
): Uint8Array {
  let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
  try {
    transaction = getTransactionDecoder().decode(wire)
  } catch (cause) {
    throw new InvalidParamsRpcError('The transaction bytes do not decode.', { cause })
  }
  if (!(signer in transaction.signatures))
    throw new InvalidParamsRpcError(`The transaction does not ask ${signer} to sign.`)
  const signatures = { ...transaction.signatures, [signer]: signature as SignatureBytes }
  return new Uint8Array(getTransactionEncoder().encode({ ...transaction, signatures }))
}
