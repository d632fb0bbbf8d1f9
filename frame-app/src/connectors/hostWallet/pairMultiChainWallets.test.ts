import { INJECTED_WALLET_UUID } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { testHostWallet } from '#test/testHostWallet.ts'
import { pairMultiChainWallets } from './pairMultiChainWallets.ts'

describe('pairMultiChainWallets', () => {
  test('default: an EIP-6963 wallet and a Wallet Standard one of the same name are one wallet', () => {
    const pairs = pairMultiChainWallets([
      testHostWallet('evm-phantom', 'Phantom', 'eip155'),
      testHostWallet('evm-metamask', 'MetaMask', 'eip155'),
      testHostWallet('ws-phantom', 'phantom', 'solana'),
      testHostWallet('ws-solflare', 'Solflare', 'solana'),
    ])
    expect([...pairs]).toEqual([['evm-phantom', 'ws-phantom']])
  })

  test('behavior: the wallet only on window.ethereum is never paired, whatever its name', () => {
    const pairs = pairMultiChainWallets([
      testHostWallet(INJECTED_WALLET_UUID, 'Browser Wallet', 'eip155'),
      testHostWallet('ws-browser', 'Browser Wallet', 'solana'),
    ])
    expect(pairs.size).toBe(0)
  })
})
