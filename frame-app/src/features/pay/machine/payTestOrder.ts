import type { PayAccount, PayOrder } from './PayOrder.ts'

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
