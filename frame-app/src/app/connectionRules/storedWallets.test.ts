import { describe, expect, test } from 'vitest'
import type { Connector } from '../../connectors/Connector.ts'
import type { Connection } from '../../features/connection/index.ts'
import { storedWallets } from './storedWallets.ts'

const connection = (connector: Partial<Connector>): Connection => ({
  connector: {
    id: 'x',
    name: 'Wallet',
    type: 'ANNOUNCED',
    namespace: 'eip155',
    ...connector,
  } as Connector,
  accounts: ['a'],
  caipNetworkId: 'eip155:1',
})

describe('storedWallets', () => {
  test('default: one entry per namespace, the current connection first, rdns else name', () => {
    const solana = connection({ namespace: 'solana', name: 'Dev Solana Wallet', rdns: '' })
    const evm = connection({ rdns: 'dev.porthole.devwallet' })
    expect(storedWallets([solana, evm], [])).toEqual([
      { namespace: 'solana', wallet: 'Dev Solana Wallet' },
      { namespace: 'eip155', wallet: 'dev.porthole.devwallet' },
    ])
  })

  test('behavior: a stored namespace with no connection now is kept after the open ones', () => {
    const evm = connection({ rdns: 'dev.porthole.devwallet' })
    const kept = [
      { namespace: 'solana' as const, wallet: 'Dev Solana Wallet' },
      { namespace: 'eip155' as const, wallet: 'io.other' },
    ]
    expect(storedWallets([evm], kept)).toEqual([
      { namespace: 'eip155', wallet: 'dev.porthole.devwallet' },
      { namespace: 'solana', wallet: 'Dev Solana Wallet' },
    ])
  })

  test('param: a WalletConnect connection is not stored (its session is) and holds its namespace', () => {
    const wc = connection({ type: 'WALLET_CONNECT', rdns: 'com.wallet' })
    expect(storedWallets([wc], [{ namespace: 'eip155', wallet: 'io.other' }])).toEqual([])
  })
})
