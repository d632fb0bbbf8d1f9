import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { Script, Transaction } from '@scure/btc-signer'

const TAG = sha256(utf8ToBytes('BIP0322-signed-message'))
const NO_TXID = new Uint8Array(32)

/** BIP-322's message hash: the BIP-340 tagged hash `BIP0322-signed-message` of the message's bytes. */
export function bip322MessageHash(message: string): Uint8Array {
  return sha256(concatBytes(TAG, TAG, utf8ToBytes(message)))
}

/** The id of BIP-322's `to_spend`: a virtual transaction paying 0 to `script`, committing to the message. */
export function bip322ToSpendTxid(script: Uint8Array, message: string): string {
  const toSpend = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  // The output first: btc-signer adds no output to a transaction with a final input.
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: NO_TXID,
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  return toSpend.id
}

/**
 * BIP-322's `to_sign` for the "simple" variant, unsigned: spends output 0 of `to_spend`
 * (0 satoshis locked by `script`) into one OP_RETURN output; version, lock time and sequence 0.
 * Its one input carries the spent output, so a PSBT signer can sign it as any input.
 */
export function bip322ToSign(script: Uint8Array, message: string): Transaction {
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: bip322ToSpendTxid(script, message),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return toSign
}
