import type { SwapQuote, SwapTx } from '@porthole/shared-protocol/dataApi'
import { describe, expect, test } from 'vitest'
import type { SwapServices } from '../SwapServices.ts'
import { swapAtLeast } from './swapAtLeast.ts'

const PDT = 'eip155:31337:0x3434343434343434343434343434343434343434'
const DUSD = 'eip155:31337:0x7878787878787878787878787878787878787878'
const account = {
  address: `0x${'56'.repeat(20)}`,
  caipNetworkId: 'eip155:31337',
  confirmsInModal: false,
}

/** A pool paying half a DUSD (6 decimals) per PDT (18), and a wallet that records what it sent. */
function services(allowance: bigint) {
  const sent: string[] = []
  const tx = (kind: string) => ({ to: kind, data: '0x', value: '0' }) as unknown as SwapTx
  const fake: Partial<SwapServices> = {
    getQuote: async (request) => {
      const out = (request.amount * 500_000n) / 10n ** 18n
      return { toAmount: String(out), minimumReceived: String(out) } as SwapQuote
    },
    getAllowance: async () => allowance,
    buildApprove: async ({ amount }) => tx(`approve ${amount}`),
    buildSwap: async (request) => tx(`swap ${request.amount}`),
    send: async (transaction) => {
      sent.push(transaction.to)
      return `0x${String(sent.length).padStart(64, '0')}`
    },
    waitForReceipt: async () => 'success',
    recordSwap: () => undefined,
    settleSwap: () => undefined,
  }
  return { sent, services: fake as SwapServices }
}
const input = {
  account,
  tokens: [],
  from: PDT,
  to: DUSD,
  needed: 1_250_000n,
  maxIn: 10n * 10n ** 18n,
  slippage: 0.5,
  gasPrice: 1n,
}

describe('swapAtLeast', () => {
  test('default: a token sold with too little allowance is approved for the amount first, then swapped', async () => {
    const { sent, services: s } = services(0n)
    await swapAtLeast(s, input)
    expect(sent).toHaveLength(2)
    const [approve, swap] = sent
    expect(approve).toMatch(/^approve \d+$/)
    expect(swap?.replace('swap', 'approve')).toBe(approve)
    // The amount sold brings at least the need: about 2.5 PDT.
    expect(BigInt(swap!.split(' ')[1]!)).toBeGreaterThanOrEqual(2_500_000_000_000_000_000n)
  })

  test('behavior: enough allowance, or the native coin sold, asks for no approval', async () => {
    const allowed = services(10n ** 30n)
    await swapAtLeast(allowed.services, input)
    expect(allowed.sent).toEqual([expect.stringMatching(/^swap \d+$/)])
    const coin = services(0n)
    await swapAtLeast(coin.services, { ...input, from: undefined })
    expect(coin.sent).toEqual([expect.stringMatching(/^swap \d+$/)])
  })
})
