import type { PsbtInput, PsbtOutput } from './buildBitcoinPsbt.ts'

/** vbytes of the parts of a SegWit transaction: version, counts and lock time, with marker. */
const OVERHEAD_VBYTES = 10.5
/** A P2WPKH input: outpoint, empty scriptSig, sequence, and its witness (a 72-byte DER high). */
const P2WPKH_INPUT_VBYTES = 68

const isWitness = (script: Uint8Array) =>
  (script[0] === 0 || (script[0]! >= 0x51 && script[0]! <= 0x60)) && script[1] === script.length - 2
const outputVbytes = (script: Uint8Array) => 9 + script.length

/**
 * The smallest amount an output of `script` may carry: Bitcoin Core's dust threshold at its
 * 3 sat/vB dust relay fee (294 P2WPKH, 330 P2TR and P2WSH, 540 P2SH, 546 P2PKH).
 */
export const dustLimit = (script: Uint8Array): bigint =>
  BigInt((outputVbytes(script) + (isWitness(script) ? 67 : 148)) * 3)

export type BitcoinSendPlan = {
  inputs: PsbtInput[]
  outputs: PsbtOutput[]
  /** Satoshis left to the miners. */
  fee: bigint
  /** False when the coins do not cover the amount and the fee (the plan then spends them all). */
  enough: boolean
}

/**
 * Coin selection for a send of `amount` to `to` at `feeRate` sat/vB from P2WPKH coins: the
 * largest first until they cover the amount and the fee, change back to `change` unless it
 * would be dust (then it goes to the fee). Not enough coins: every coin, `enough: false`, for
 * "insufficient funds" before anything is signed.
 * @example planBitcoinSend({ coins, amount: 50_000n, to, change, feeRate: 2 }).fee // 282n (141 vB)
 */
export function planBitcoinSend(options: {
  coins: readonly PsbtInput[]
  amount: bigint
  to: Uint8Array
  change: Uint8Array
  feeRate: number
}): BitcoinSendPlan {
  const { amount, to, change, feeRate } = options
  const coins = [...options.coins].sort((a, b) =>
    b.value > a.value ? 1 : b.value < a.value ? -1 : 0,
  )
  // A node rates a transaction per whole vbyte (its vsize rounds up): so does the fee.
  const feeFor = (count: number, withChange: boolean) =>
    BigInt(
      Math.ceil(
        Math.ceil(
          OVERHEAD_VBYTES +
            count * P2WPKH_INPUT_VBYTES +
            outputVbytes(to) +
            (withChange ? outputVbytes(change) : 0),
        ) * feeRate,
      ),
    )
  const inputs: PsbtInput[] = []
  let total = 0n
  for (const coin of coins) {
    inputs.push(coin)
    total += coin.value
    const rest = total - amount - feeFor(inputs.length, true)
    if (rest >= dustLimit(change)) {
      const outputs = [
        { script: to, value: amount },
        { script: change, value: rest },
      ]
      return { inputs, outputs, fee: feeFor(inputs.length, true), enough: true }
    }
    const fee = total - amount
    if (fee >= feeFor(inputs.length, false))
      return { inputs, outputs: [{ script: to, value: amount }], fee, enough: true }
  }
  const fee = feeFor(Math.max(inputs.length, 1), false)
  return { inputs, outputs: [{ script: to, value: amount }], fee, enough: false }
}
