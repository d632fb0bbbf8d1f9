import { equalBytes } from '@noble/curves/abstract/utils'
import { base64 } from '@scure/base'
import { SigHash, Transaction } from '@scure/btc-signer'
import { VaultError } from '../VaultError.ts'
import type { BitcoinAccount } from './deriveBitcoinAccount.ts'

const invalid = (message: string) =>
  new VaultError('InvalidTransactionError', message, { code: -32602 })

/**
 * Signs the inputs of a base64 PSBT that `signInputs` names, each only if it spends `account`'s
 * P2WPKH output (its `witnessUtxo` is that script), with SIGHASH_ALL, and finalizes them. Inputs
 * not named stay as they are; a named input that is not the account's refuses the whole PSBT.
 */
export function signBitcoinPsbt(
  account: BitcoinAccount,
  psbt: string,
  signInputs: readonly { address: string; index: number }[],
): { psbt: string } {
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(base64.decode(psbt))
  } catch {
    throw invalid('The PSBT cannot be read.')
  }
  for (const { address, index } of signInputs) {
    if (address !== account.address)
      throw new VaultError('UnauthorizedAddressError', 'The address is not this account.', {
        code: 4100,
      })
    const spent = index < tx.inputsLength ? tx.getInput(index).witnessUtxo : undefined
    if (!spent || !equalBytes(spent.script, account.script))
      throw new VaultError('SignerNotFoundError', `Input ${index} does not spend this account.`, {
        code: 4100,
      })
    try {
      tx.signIdx(account.privateKey, index, [SigHash.ALL])
      tx.finalizeIdx(index)
    } catch {
      throw invalid(`Input ${index} cannot be signed.`)
    }
  }
  return { psbt: base64.encode(tx.toPSBT()) }
}
