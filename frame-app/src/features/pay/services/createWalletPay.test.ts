import { ErrorCode, fromErrorData, UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import type { Connector } from '../../../connectors/Connector.ts'
import { HASH, order } from '../machine/payTestOrder.ts'
import { grantsWalletPay, walletPay } from './createWalletPay.ts'

const NOW = 1_800_000_000_000

/** A WalletConnect-like connector whose session grants `methods` and answers with `answer`. */
function wallet(methods: string[], answer: () => Promise<unknown>) {
  const asked: unknown[] = []
  const connector = {
    session: () => ({ namespaces: { eip155: { accounts: [], methods } } }),
    request: async (request: unknown) => {
      asked.push(request)
      return answer()
    },
  } as unknown as Connector
  return { asked, connector }
}
const paid = async () => ({
  version: '1.0.0',
  orderId: 'order-1',
  txid: HASH,
  recipient: `eip155:31337:${order.recipient}`,
  asset: order.asset,
  amount: '0x1312d0',
})

describe('walletPay', () => {
  test('default: the CAIP-358 request carries the one accepted payment and an expiry; the answer is its txid', async () => {
    const { asked, connector } = wallet(['eth_sendTransaction', 'wallet_pay'], paid)
    expect(grantsWalletPay(connector)).toBe(true)
    expect(await walletPay(connector, order, () => NOW)).toBe(HASH)
    expect(asked).toEqual([
      {
        method: 'wallet_pay',
        params: [
          {
            version: '1.0.0',
            orderId: 'order-1',
            acceptedPayments: [
              {
                recipient: `eip155:31337:${order.recipient}`,
                asset: order.asset,
                amount: '0x1312d0',
              },
            ],
            expiry: NOW / 1000 + 600,
          },
        ],
      },
    ])
  })

  test('behavior: a session without wallet_pay is not asked (null: the Pay view takes it)', async () => {
    const { asked, connector } = wallet(['eth_sendTransaction'], paid)
    expect(grantsWalletPay(connector)).toBe(false)
    expect(await walletPay(connector, order)).toBeNull()
    expect(asked).toEqual([])
  })

  test('error: 8001 is 4001; no matching asset (8002) and short funds (8004) fall back; an answer for another order throws', async () => {
    const fails = (code: number) => () => Promise.reject(fromErrorData({ code, message: 'no' }))
    const rejected = walletPay(wallet(['wallet_pay'], fails(8001)).connector, order)
    await expect(rejected).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(rejected).rejects.toMatchObject({ code: ErrorCode.userRejected })
    expect(await walletPay(wallet(['wallet_pay'], fails(8002)).connector, order)).toBeNull()
    expect(await walletPay(wallet(['wallet_pay'], fails(8004)).connector, order)).toBeNull()
    const other = async () => ({ ...(await paid()), orderId: 'order-2' })
    await expect(walletPay(wallet(['wallet_pay'], other).connector, order)).rejects.toThrow(
      'another order',
    )
  })
})
