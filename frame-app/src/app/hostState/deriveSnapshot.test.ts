import { describe, expect, test } from 'vitest'
import { placeholderNetwork } from '#test/testNetworks.ts'
import type { Connector } from '../../connectors/Connector.ts'
import { truncateAddress } from '../../features/account/chunk.ts'
import { deriveSnapshot, sameSnapshot } from './deriveSnapshot.ts'

const connector = {
  id: 'x',
  name: 'Dev Wallet',
  type: 'ANNOUNCED',
  namespace: 'eip155',
} as Connector
const address = '0xAbCdEf0123456789abcdef0123456789ABCDEF01'
const current = { connector, accounts: [address], caipNetworkId: 'eip155:10' }
const connection = {
  current,
  connections: [current],
  pending: null,
  restoring: [],
  error: null,
  caipNetworkId: 'eip155:10',
  disconnectingId: null,
  disconnectError: null,
}

type SnapshotInput = Parameters<typeof deriveSnapshot>[0]
/** The host's snapshot of `connection` in `connectionState`, Account open, `input` changing any of it. */
const snapshotOf = (
  connectionState: SnapshotInput['connectionState'],
  input: Partial<SnapshotInput> = {},
) => deriveSnapshot({ open: true, view: 'Account', connectionState, connection, ...input })

describe('deriveSnapshot', () => {
  test('default: connected state carries namespace, address and CAIP ids', () => {
    expect(snapshotOf('connected')).toEqual({
      open: true,
      view: 'Account',
      status: 'connected',
      namespace: 'eip155',
      address,
      caipAddress: `eip155:10:${address}`,
      caipNetworkId: 'eip155:10',
      session: null,
      profileName: null,
      profileImage: null,
      accounts: {
        eip155: { address, caipAddress: `eip155:10:${address}`, caipNetworkId: 'eip155:10' },
      },
      loading: false,
      connector: { id: 'x', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', chains: [] },
      // No network requested here: SPEC §3's placeholder for an unsupported one.
      caipNetwork: placeholderNetwork(10),
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    })
  })

  test('behavior: an embedded account reports its type, and a changed type is a new snapshot', () => {
    const withType = (accountType: 'smartAccount' | 'eoa') => {
      const typed = { ...current, accountType }
      return snapshotOf('connected', {
        open: false,
        connection: { ...connection, current: typed, connections: [typed] },
      })
    }
    const snapshot = withType('smartAccount')
    expect(snapshot.accounts?.eip155?.accountType).toBe('smartAccount')
    const next = withType('eoa')
    expect(next.accounts?.eip155?.accountType).toBe('eoa')
    expect(sameSnapshot(snapshot, next)).toBe(false)
  })

  test('behavior: an EVM and a Solana connection each report their account, whichever is current', () => {
    const solana = {
      connector: { id: 's', namespace: 'solana' } as Connector,
      accounts: ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'],
      caipNetworkId: 'solana:local',
    }
    const snapshot = snapshotOf('connected', {
      open: false,
      connection: { ...connection, current: solana, connections: [solana, current] },
    })
    expect(snapshot).toMatchObject({ namespace: 'solana', address: solana.accounts[0] })
    expect(snapshot.accounts).toEqual({
      solana: {
        address: solana.accounts[0],
        caipAddress: `solana:local:${solana.accounts[0]}`,
        caipNetworkId: 'solana:local',
      },
      eip155: { address, caipAddress: `eip155:10:${address}`, caipNetworkId: 'eip155:10' },
    })
    const again = snapshotOf('connected', {
      open: false,
      connection: { ...connection, current: solana, connections: [solana, current] },
    })
    expect(sameSnapshot(snapshot, again)).toBe(true)
    const disconnected = snapshotOf('disconnected', { open: false, view: 'Connect' })
    expect(disconnected.accounts).toEqual({})
  })

  test('behavior: the session is reported only while its account is the connected one', () => {
    const session = {
      pci: '0b6f8a5e-7c1d-4e2f-9a3b-5c6d7e8f9a0b',
      namespace: 'eip155' as const,
      address: address.toLowerCase(),
      chainId: 'eip155:10',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      message: 'localhost:5173 wants you to sign in with your Ethereum account: ...',
      issuedAt: '2030-01-01T00:00:00.000Z',
      expiresAt: '2030-01-02T00:00:00.000Z',
    }
    const input = { open: true, view: 'Account' as const, connection, session }
    expect(deriveSnapshot({ ...input, connectionState: 'connected' }).session).toBe(session)
    expect(deriveSnapshot({ ...input, connectionState: 'disconnected' }).session).toBeNull()
    const other = { ...session, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }
    expect(
      deriveSnapshot({ ...input, connectionState: 'connected', session: other }).session,
    ).toBeNull()
  })

  test('behavior: while connecting no account is exposed', () => {
    const snapshot = snapshotOf('connecting', {
      view: 'ConnectingExternal',
      connection: { ...connection, current: null, connections: [] },
    })
    expect(snapshot).toMatchObject({
      status: 'connecting',
      address: null,
      caipAddress: null,
      namespace: null,
    })
  })

  test('behavior: adding another wallet keeps the current connection for the host', () => {
    const snapshot = snapshotOf('connecting', { view: 'ConnectingExternal' })
    expect(snapshot).toMatchObject({ status: 'connected', address, namespace: 'eip155' })
  })

  test('behavior: disconnecting still reports connected until the wallet is released', () => {
    expect(snapshotOf('disconnecting', { open: false }).status).toBe('connected')
  })

  test('param: disconnected keeps the selected network', () => {
    const snapshot = snapshotOf('disconnected', {
      open: false,
      view: 'Connect',
      connection: { ...connection, current: null, connections: [], caipNetworkId: 'eip155:1' },
    })
    expect(snapshot).toMatchObject({
      status: 'disconnected',
      caipNetworkId: 'eip155:1',
      address: null,
    })
  })

  test('behavior: SPEC §3 details: the modal loading, the name as a label, an embedded smart account read from the chain', () => {
    const allAccounts = [
      { address, type: 'eoa' as const },
      { address, type: 'smartAccount' as const },
    ]
    const embedded = { ...current, accountType: 'smartAccount' as const, allAccounts }
    const input = {
      open: true,
      view: 'Account' as const,
      connectionState: 'connected' as const,
      connection: { ...connection, current: embedded, connections: [embedded] },
      profile: { profileName: 'alice.porthole.id', profileImage: null },
    }
    const readings = new Map<string, boolean>()
    const details = {
      networks: [],
      loading: true,
      registry: [],
      deployed: (at: string, on: string) => readings.get(`${on}:${at}`),
    }
    const before = deriveSnapshot({ ...input, details })
    expect(before.loading).toBe(true)
    expect(before.accounts?.eip155).toEqual({
      address,
      caipAddress: `eip155:10:${address}`,
      caipNetworkId: 'eip155:10',
      accountType: 'smartAccount',
      addressLabels: { [address]: 'alice.porthole.id' },
    })
    readings.set(`eip155:10:${address}`, true)
    const after = deriveSnapshot({ ...input, details: { ...details, loading: false } })
    expect(after).toMatchObject({
      loading: false,
      accounts: { eip155: { smartAccountDeployed: true } },
    })
    expect(sameSnapshot(before, after)).toBe(false)
    // Back to eoa, the smart account (the same address, EIP-7702) stays deployed; where smart
    // accounts are off there is none; another wallet reports neither field.
    const eoa = { ...current, accountType: 'eoa' as const, allAccounts }
    const asEoa = deriveSnapshot({
      ...input,
      details,
      connection: { ...connection, current: eoa, connections: [eoa] },
    })
    expect(asEoa.accounts?.eip155?.smartAccountDeployed).toBe(true)
    const off = { ...eoa, allAccounts: allAccounts.slice(0, 1) }
    const smartOff = deriveSnapshot({
      ...input,
      details,
      connection: { ...connection, current: off, connections: [off] },
    })
    expect(smartOff.accounts?.eip155?.smartAccountDeployed).toBe(false)
    const external = deriveSnapshot({ ...input, details, connection })
    expect(external.accounts?.eip155).not.toHaveProperty('smartAccountDeployed')
    // No name, no label.
    const { profile: _, ...withoutName } = input
    const unnamed = deriveSnapshot({ ...withoutName, details })
    expect(unnamed.accounts?.eip155).not.toHaveProperty('addressLabels')
  })

  test('behavior: sameSnapshot compares every field', () => {
    const a = snapshotOf('connected')
    expect(sameSnapshot(a, { ...a })).toBe(true)
    expect(sameSnapshot(a, { ...a, open: false })).toBe(false)
    expect(sameSnapshot(a, { ...a, approvedCaipNetworkIds: ['eip155:1'] })).toBe(false)
    expect(sameSnapshot(a, JSON.parse(JSON.stringify(a)))).toBe(true)
    expect(sameSnapshot(null, a)).toBe(false)
  })
})

describe('truncateAddress', () => {
  test('default: keeps 4 leading and 6 trailing characters', () => {
    expect(truncateAddress(address)).toBe('0xAb…CDEF01')
  })

  test('param: short strings are left alone', () => {
    expect(truncateAddress('0x1234')).toBe('0x1234')
  })
})
