import type { StateSnapshot } from '@porthole/shared-protocol/host'
import { disconnectedSnapshot } from '@porthole/shared-protocol/testing'
import { describe, expect, test } from 'vitest'
import { snapshotEvents } from './snapshotEvents.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const solanaAccount = {
  address: 'So1ana',
  caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So1ana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}
const disconnected: StateSnapshot = disconnectedSnapshot

/** Connected on EVM with `account` on `caipNetworkId`, the EVM connection current. */
const evm = (account: string, caipNetworkId = 'eip155:1'): StateSnapshot => ({
  ...disconnected,
  view: 'Account',
  status: 'connected',
  namespace: 'eip155',
  address: account,
  caipAddress: `${caipNetworkId}:${account}`,
  caipNetworkId,
  accounts: {
    eip155: { address: account, caipAddress: `${caipNetworkId}:${account}`, caipNetworkId },
  },
})
const connected = evm(address)
/** The Solana account made current, with `accounts` beside it. */
const solanaSnapshot = (accounts: StateSnapshot['accounts']): StateSnapshot => ({
  ...connected,
  namespace: 'solana',
  address: solanaAccount.address,
  caipAddress: solanaAccount.caipAddress,
  caipNetworkId: solanaAccount.caipNetworkId,
  accounts,
})

describe('snapshotEvents', () => {
  test('default: the same snapshot twice emits nothing', () => {
    expect(snapshotEvents(connected, { ...connected })).toEqual([])
    expect(snapshotEvents(disconnected, { ...disconnected, open: true })).toEqual([])
  })

  test('behavior: the first snapshot of a restored session emits connect then accountsChanged', () => {
    expect(snapshotEvents(null, connected)).toEqual([
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', [address]],
    ])
  })

  test('behavior: the first snapshot with no account emits connect with its network (EIP-1193), nothing more', () => {
    expect(snapshotEvents(null, disconnected)).toEqual([['connect', { chainId: '0x1' }]])
    expect(snapshotEvents(null, { ...disconnected, caipNetworkId: 'solana:5eykt' })).toEqual([])
  })

  test('behavior: connecting emits connect with the hex chain id, then the account', () => {
    expect(snapshotEvents(disconnected, evm(address, 'eip155:137'))).toEqual([
      ['connect', { chainId: '0x89' }],
      ['accountsChanged', [address]],
    ])
  })

  test('behavior: connecting is not finished while the status is connecting', () => {
    expect(snapshotEvents(disconnected, { ...connected, status: 'connecting' })).toEqual([])
  })

  test('behavior: disconnecting emits accountsChanged([]) then disconnect with 4900', () => {
    const events = snapshotEvents(connected, disconnected)
    expect(events[0]).toEqual(['accountsChanged', []])
    expect(events[1]?.[0]).toBe('disconnect')
    expect(events[1]?.[1]).toMatchObject({ code: 4900, name: 'ProviderDisconnectedError' })
    expect(events).toHaveLength(2)
  })

  test('behavior: a Solana connection made current leaves the EVM provider on its own account', () => {
    const solanaCurrent = solanaSnapshot({ ...connected.accounts, solana: solanaAccount })
    expect(snapshotEvents(connected, solanaCurrent)).toEqual([])
  })

  test('behavior: a Solana account alone is not connected for the EVM provider', () => {
    const solanaOnly = solanaSnapshot({ solana: solanaAccount })
    expect(snapshotEvents(connected, solanaOnly).map(([name]) => name)).toEqual([
      'accountsChanged',
      'disconnect',
    ])
    expect(snapshotEvents(disconnected, solanaOnly)).toEqual([])
  })

  test('behavior: a new address emits accountsChanged', () => {
    expect(snapshotEvents(connected, evm(other))).toEqual([['accountsChanged', [other]]])
  })

  test('behavior: a new chain emits chainChanged, connected or not', () => {
    expect(snapshotEvents(connected, evm(address, 'eip155:10'))).toEqual([['chainChanged', '0xa']])
    expect(
      snapshotEvents(disconnected, { ...disconnected, caipNetworkId: 'eip155:31337' }),
    ).toEqual([['chainChanged', '0x7a69']])
  })

  test('behavior: a new address and chain together emit both, accounts first', () => {
    expect(snapshotEvents(connected, evm(other, 'eip155:10'))).toEqual([
      ['accountsChanged', [other]],
      ['chainChanged', '0xa'],
    ])
  })
})
