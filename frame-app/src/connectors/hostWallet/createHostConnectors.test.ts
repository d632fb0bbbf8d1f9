import { INJECTED_WALLET_UUID } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import type { ActorRefFrom } from 'xstate'
import { testHostWallet } from '#test/testHostWallet.ts'
import type { connectionMachine } from '../../core/connection/connectionMachine.ts'
import { createHostConnectors } from './createHostConnectors.ts'

const phantomEvm = testHostWallet('evm-phantom', 'Phantom', 'eip155')
const phantomSolana = testHostWallet('ws-phantom', 'Phantom', 'solana')
const metaMask = testHostWallet('evm-metamask', 'MetaMask', 'eip155')
const onWindow = testHostWallet(INJECTED_WALLET_UUID, 'Browser Wallet', 'eip155')

function hostConnectors() {
  const connection = { send: vi.fn() } as unknown as ActorRefFrom<typeof connectionMachine>
  return createHostConnectors(connection, vi.fn())
}
const types = (connectors: ReturnType<typeof hostConnectors>) =>
  Object.fromEntries(connectors.all().map((c) => [c.id, c.type]))

describe('createHostConnectors', () => {
  test('default: SPEC §3 types: ANNOUNCED for an announced wallet, INJECTED for the one on window.ethereum', () => {
    const connectors = hostConnectors()
    connectors.sync([metaMask, onWindow])
    expect(types(connectors)).toEqual({ 'evm-metamask': 'ANNOUNCED', injected: 'INJECTED' })
  })

  test('behavior: a wallet of both namespaces is MULTI_CHAIN on both sides once its second side arrives', () => {
    const connectors = hostConnectors()
    connectors.sync([phantomEvm, metaMask])
    expect(types(connectors)['evm-phantom']).toBe('ANNOUNCED')
    const evmSide = connectors.get('evm-phantom')
    connectors.sync([phantomEvm, metaMask, phantomSolana])
    expect(types(connectors)).toEqual({
      'evm-phantom': 'MULTI_CHAIN',
      'evm-metamask': 'ANNOUNCED',
      'ws-phantom': 'MULTI_CHAIN',
    })
    // The same connector, so a connection already open through it reads the new type.
    expect(connectors.get('evm-phantom')).toBe(evmSide)
    expect(connectors.get('ws-phantom')?.namespace).toBe('solana')
  })
})
