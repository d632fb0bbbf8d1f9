import type { SendAsset } from '../SendAsset.ts'
import type { SendAccount, SendServices } from '../SendServices.ts'

/** Anvil's first account, the Dev Wallet's. */
export const devAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Anvil's second account, a receiver. */
export const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The Demo USD contract, the first deployed on a fresh Anvil. */
export const dusdContract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** The Dev Wallet's account on Anvil (eip155:31337). */
export const evmAccount: SendAccount = {
  address: devAddress,
  caipNetworkId: 'eip155:31337',
  namespace: 'eip155',
  walletName: 'Dev Wallet',
  confirmsInModal: false,
  native: { symbol: 'ETH', decimals: 18 },
}

/** An asset on Anvil named `symbol`, unpriced, 1 of 18 decimals, each overridden by `extra`. */
export const asset = (symbol: string, extra: Partial<SendAsset> = {}): SendAsset => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  price: 0,
  value: 0,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
  ...extra,
})

/** 2 ETH at $3,000. */
export const eth = asset('ETH', {
  name: 'Ether',
  price: 3000,
  value: 6000,
  quantity: { decimals: '18', numeric: '2' },
})

/** 100 Demo USD at $1. */
export const dusd = asset('DUSD', {
  name: 'Demo USD',
  address: dusdContract,
  price: 1,
  value: 100,
  quantity: { decimals: '6', numeric: '100' },
})

/** Send's services with no fee, no price, no name, no balance, each overridden by `extra`. */
export const sendServices = (extra: Partial<SendServices> = {}): SendServices => ({
  estimateFee: async () => 0n,
  feeChoices: async () => null,
  getPrices: async () => ({ token: null, native: null }),
  submit: async () => '0x',
  confirm: async () => 'success',
  resolveName: async () => null,
  loadChainBalances: async () => [],
  refreshBalances: async () => undefined,
  returnToAccount: () => undefined,
  receiptTimeoutMs: 1_000,
  nameDebounceMs: 0,
  ...extra,
})
