import { describe, expect, test } from 'vitest'
import { dustLimit, planBitcoinSend } from './planBitcoinSend.ts'

const p2wpkh = Uint8Array.from([0x00, 0x14, ...new Array(20).fill(1)])
const p2tr = Uint8Array.from([0x51, 0x20, ...new Array(32).fill(2)])
const p2pkh = Uint8Array.from([0x76, 0xa9, 0x14, ...new Array(20).fill(3), 0x88, 0xac])
const coin = (value: bigint, n: number) => ({
  txid: `${n}`.padStart(64, '0'),
  vout: 0,
  value,
  script: p2wpkh,
})

/** A plan sending 100,000 sat to `to` out of `coins`, the change back to a P2WPKH script. */
const send100k = (coins: ReturnType<typeof coin>[], to: Uint8Array, feeRate: number) =>
  planBitcoinSend({ coins, amount: 100_000n, to, change: p2wpkh, feeRate })

describe('planBitcoinSend', () => {
  test("default: Bitcoin Core's dust limits per output kind", () => {
    expect([dustLimit(p2wpkh), dustLimit(p2tr), dustLimit(p2pkh)]).toEqual([294n, 330n, 546n])
  })

  test('default: the largest coin first, change back, the fee at the rate over the vsize in whole vbytes', () => {
    const plan = send100k([coin(20_000n, 1), coin(500_000n, 2)], p2tr, 2)
    // 10.5 + 68 + 43 + 31 vB = 152.5 vB, a vsize of 153 vB, at 2 sat/vB
    expect(plan).toMatchObject({ enough: true, fee: 306n })
    expect(plan.inputs.map((input) => input.value)).toEqual([500_000n])
    expect(plan.outputs.map((output) => output.value)).toEqual([100_000n, 399_694n])
  })

  test('behavior: change that would be dust goes to the fee', () => {
    const plan = send100k([coin(100_400n, 1)], p2wpkh, 1)
    expect(plan).toMatchObject({ enough: true, fee: 400n })
    expect(plan.outputs).toHaveLength(1)
  })

  test('error: coins that do not cover amount and fee are not enough, whatever is chosen', () => {
    const plan = send100k([coin(50_000n, 1), coin(50_000n, 2)], p2wpkh, 1)
    expect(plan.enough).toBe(false)
    expect(plan.inputs).toHaveLength(2)
  })
})
