import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { VaultError } from '../VaultError.ts'

/** Reads a Solana compact-u16 at `offset`: its value and byte length. */
function readCompactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) break
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  throw new VaultError('InvalidTransactionError', 'The transaction is malformed.', { code: -32602 })
}

/**
 * Signs a wire transaction (legacy or v0) with `seed` in the signature slot of its public key
 * among the message's signers; other signatures stay as they are.
 */
export function signSolanaTransaction(wire: Uint8Array, seed: Uint8Array): Uint8Array {
  const invalid = () =>
    new VaultError('InvalidTransactionError', 'The transaction is malformed.', { code: -32602 })
  const [signatureCount, countLength] = readCompactU16(wire, 0)
  const messageStart = countLength + 64 * signatureCount
  const message = wire.subarray(messageStart)
  const headerStart = (message[0] ?? 0) & 0x80 ? 1 : 0
  const requiredSignatures = message[headerStart]
  if (requiredSignatures === undefined || requiredSignatures !== signatureCount) throw invalid()
  const [keyCount, keyCountLength] = readCompactU16(message, headerStart + 3)
  const keysStart = headerStart + 3 + keyCountLength
  if (message.length < keysStart + 32 * keyCount) throw invalid()
  const publicKey = ed25519.getPublicKey(seed)
  const address = base58.encode(publicKey)
  for (let index = 0; index < Math.min(requiredSignatures, keyCount); index++) {
    const key = message.subarray(keysStart + 32 * index, keysStart + 32 * (index + 1))
    if (base58.encode(key) !== address) continue
    const signed = wire.slice()
    signed.set(ed25519.sign(message, seed), countLength + 64 * index)
    return signed
  }
  throw new VaultError('SignerNotFoundError', 'This account is not a signer of the transaction.', {
    code: 4100,
  })
}
