import type { PayAccount, PayOrder } from './PayOrder.ts'
import type { PayServices } from './PayServices.ts'

/** The pay machine tests' order: 1.25 DUSD on the first dev chain, with its account and result. */
export const HASH = `0x${'ab'.repeat(32)}`
export const order: PayOrder = {
  orderId: 'order-1',
  recipient: `0x${'12'.repeat(20)}`,
  amount: '1.25',
  asset: `eip155:31337/erc20:0x${'34'.repeat(20)}`,
  caipNetworkId: 'eip155:31337',
  networkName: 'Anvil',
  token: `0x${'34'.repeat(20)}`,
  symbol: 'DUSD',
  decimals: 6,
  units: 1_250_000n,
}
export const account: PayAccount = {
  address: `0x${'56'.repeat(20)}`,
  caipNetworkId: 'eip155:31337',
}
export const result = {
  orderId: 'order-1',
  txHash: HASH,
  chainId: 'eip155:31337',
  asset: order.asset,
  amount: '1.25',
  payer: account.address,
}

/**
 * Services that hold 2 DUSD and pay with `wallet_pay`, each overridden by `change(asked)`;
 * `asked` records what the machine asked, in order.
 */
export function recordingServices(change: (asked: string[]) => Partial<PayServices> = () => ({})) {
  const asked: string[] = []
  const services: PayServices = {
    account: () => account,
    loadBalance: async () => 2_000_000n,
    planSwap: async () => [],
    planBuy: async () => null,
    awaitPurchase: async () => undefined,
    buyTtlMs: 300_000,
    walletPay: async () => {
      asked.push('wallet_pay')
      return HASH
    },
    swap: async () => void asked.push('swap'),
    switchNetwork: async (id) => void asked.push(`switch ${id}`),
    send: async () => {
      asked.push('send')
      return HASH
    },
    confirm: async () => 'success',
    record: async (hash) => {
      asked.push(`record ${hash}`)
      return result
    },
    ...change(asked),
  }
  return { asked, services }
}
