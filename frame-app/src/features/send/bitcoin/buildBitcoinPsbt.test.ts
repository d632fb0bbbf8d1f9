import { secp256k1 } from '@noble/curves/secp256k1'
import { BITCOIN_NETWORKS, bitcoinOutputScript } from '@porthole/shared-protocol/bitcoin'
import { base64 } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { buildBitcoinPsbt } from './buildBitcoinPsbt.ts'
import { extractBitcoinTransaction } from './extractBitcoinTransaction.ts'

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const key = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
const other = Uint8Array.from({ length: 32 }, (_, i) => 64 - i)
const regtest = BITCOIN_NETWORKS.regtest

function fixture() {
  const from = p2wpkh(secp256k1.getPublicKey(key, true), REGTEST)
  const to = p2wpkh(secp256k1.getPublicKey(other, true), REGTEST)
  const inputs = [
    { txid: 'aa'.repeat(32), vout: 1, value: 60_000n, script: from.script },
    { txid: `${'bb'.repeat(31)}01`, vout: 0, value: 40_000n, script: from.script },
  ]
  const outputs = [
    { script: bitcoinOutputScript(to.address!, regtest)!, value: 70_000n },
    { script: bitcoinOutputScript(from.address!, regtest)!, value: 29_700n },
  ]
  return { inputs, outputs }
}

describe('buildBitcoinPsbt', () => {
  test('default: a wallet reads the PSBT as the transaction the frame built, with each spent output', () => {
    const { inputs, outputs } = fixture()
    const tx = Transaction.fromPSBT(base64.decode(buildBitcoinPsbt(inputs, outputs)))
    expect(tx.inputsLength).toBe(2)
    expect(tx.getInput(1)).toMatchObject({ index: 0, witnessUtxo: { amount: 40_000n } })
    expect(tx.getOutput(0).amount).toBe(70_000n)
    expect(tx.getOutput(1).amount).toBe(29_700n)
  })

  test('behavior: the signed PSBT gives the same transaction a wallet library extracts', () => {
    const { inputs, outputs } = fixture()
    const tx = Transaction.fromPSBT(base64.decode(buildBitcoinPsbt(inputs, outputs)))
    tx.sign(key)
    tx.finalize()
    const signed = base64.encode(tx.toPSBT())
    expect(extractBitcoinTransaction(signed, inputs, outputs)).toBe(tx.hex)
  })

  test('error: a PSBT that pays otherwise, or has an input unsigned, is refused', () => {
    const { inputs, outputs } = fixture()
    const tx = Transaction.fromPSBT(base64.decode(buildBitcoinPsbt(inputs, outputs)))
    const unsigned = base64.encode(tx.toPSBT())
    expect(() => extractBitcoinTransaction(unsigned, inputs, outputs)).toThrow(
      'The wallet returned a PSBT that cannot be sent.',
    )
    tx.sign(key)
    tx.finalize()
    const changed = [outputs[0]!, { ...outputs[1]!, value: 29_000n }]
    expect(() => extractBitcoinTransaction(base64.encode(tx.toPSBT()), inputs, changed)).toThrow(
      'The wallet returned a PSBT that cannot be sent.',
    )
  })
})
