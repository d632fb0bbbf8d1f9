import { base64 } from '@scure/base'
import { RawWitness, SigHash } from '@scure/btc-signer'
import { bip322ToSign } from './bip322Transactions.ts'

/**
 * A BIP-322 "simple" signature of `message` by the key that `script` locks to (P2WPKH, or a
 * P2TR key path with `tapInternalKey`): the witness of `to_sign`'s input, consensus-encoded,
 * base64, with the `smp` prefix BIP-322 1.0.0 asks signers for.
 * @example
 * signBip322({ message: 'Hello', privateKey, script: p2wpkh(publicKey).script }) // 'smpAkcw…'
 */
export function signBip322(options: {
  message: string
  privateKey: Uint8Array
  script: Uint8Array
  tapInternalKey?: Uint8Array
}): string {
  const toSign = bip322ToSign(options.script, options.message)
  if (options.tapInternalKey) toSign.updateInput(0, { tapInternalKey: options.tapInternalKey })
  const sighash = options.tapInternalKey ? SigHash.DEFAULT : SigHash.ALL
  toSign.signIdx(options.privateKey, 0, [sighash])
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the input was not finalized')
  return `smp${base64.encode(RawWitness.encode(witness))}`
}
