import type { HostSession } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import type { Connection } from '../connection/index.ts'
import { sessionCovers } from './sessionCovers.ts'

const session = (namespace: 'eip155' | 'solana', address: string): HostSession => ({
  pci: '0b7f9a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  namespace,
  address,
  chainId: namespace === 'eip155' ? 'eip155:1' : 'solana:devnet',
  domain: 'shop.example',
  uri: 'https://shop.example',
  message: 'm',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-02T00:00:00.000Z',
})
const connection = (
  namespace: 'eip155' | 'solana',
  account: string,
  caipNetworkId = namespace === 'eip155' ? 'eip155:1' : 'solana:devnet',
) => ({ connector: { namespace }, accounts: [account], caipNetworkId }) as unknown as Connection

describe('sessionCovers', () => {
  test('default: an EVM session covers its address in any case', () => {
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(sessionCovers(session('eip155', evm), connection('eip155', evm.toLowerCase()))).toBe(
      true,
    )
  })

  test('behavior: a Solana address matches exactly (base58 is case-sensitive)', () => {
    const sol = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
    expect(sessionCovers(session('solana', sol), connection('solana', sol))).toBe(true)
    expect(sessionCovers(session('solana', sol), connection('solana', sol.toLowerCase()))).toBe(
      false,
    )
  })

  test('behavior: a session signed on another chain does not cover the account there', () => {
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(sessionCovers(session('eip155', evm), connection('eip155', evm, 'eip155:137'))).toBe(
      false,
    )
  })

  test('error: no session, or another account, is not covered', () => {
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(sessionCovers(null, connection('eip155', evm))).toBe(false)
    expect(
      sessionCovers(
        session('eip155', evm),
        connection('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
      ),
    ).toBe(false)
  })
})
