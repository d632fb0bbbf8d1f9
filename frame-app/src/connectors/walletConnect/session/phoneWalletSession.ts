import type { WcSession } from '../loadSignClient.ts'

/**
 * A session with "Phone Wallet" for a namespace connector's test: one EVM account on chain 1
 * beside `accounts` (CAIP-10) in `namespace`.
 * @example phoneWalletSession('solana', [`solana:LocalGenesis:${address}`])
 */
export const phoneWalletSession = (namespace: string, accounts: string[]): WcSession => ({
  topic: 't',
  expiry: 4_000_000_000,
  namespaces: {
    eip155: { accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
    [namespace]: { accounts },
  },
  peer: { metadata: { name: 'Phone Wallet' } },
})
