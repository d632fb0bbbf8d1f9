import { type HostWallet, INJECTED_WALLET_UUID } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { pairMultiChainWallets } from './pairMultiChainWallets.ts'

const wallet = (uuid: string, name: string, namespace: HostWallet['namespace']): HostWallet => ({
  uuid,
  name,
  icon: '',
  rdns: '',
  namespace,
})

describe('pairMultiChainWallets', () => {
  test('default: an EIP-6963 wallet and a Wallet Standard one of the same name are one wallet', () => {
    const pairs = pairMultiChainWallets([
      wallet('evm-phantom', 'Phantom', 'eip155'),
      wallet('evm-metamask', 'MetaMask', 'eip155'),
      wallet('ws-phantom', 'phantom', 'solana'),
      wallet('ws-solflare', 'Solflare', 'solana'),
    ])
    expect([...pairs]).toEqual([['evm-phantom', 'ws-phantom']])
  })

  test('behavior: the wallet only on window.ethereum is never paired, whatever its name', () => {
    const pairs = pairMultiChainWallets([
      wallet(INJECTED_WALLET_UUID, 'Browser Wallet', 'eip155'),
      wallet('ws-browser', 'Browser Wallet', 'solana'),
    ])
    expect(pairs.size).toBe(0)
  })
})
