import type { Network } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import type { ConnectorEvent } from '../../Connector.ts'
import type { WcSession } from '../loadSignClient.ts'
import { fakeSessionSide } from '../session/fakeSessionSide.ts'
import { phoneWalletSession } from '../session/phoneWalletSession.ts'
import { createWalletConnectSolanaConnector } from './createWalletConnectSolanaConnector.ts'

const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const local = 'solana:LocalGenesis'
const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const both = (solanaAccounts = [`${local}:${sol}`, `${devnet}:${sol}`]) =>
  phoneWalletSession('solana', solanaAccounts)

const walletConnect = (initial: WcSession | null) =>
  fakeSessionSide(initial, { signature: '1'.repeat(64) })

describe('createWalletConnectSolanaConnector', () => {
  test('default: the session’s solana accounts on the active cluster when approved, else the first', async () => {
    const wc = walletConnect(both())
    const onDevnet = createWalletConnectSolanaConnector(wc.connector, () => devnet)
    expect(await onDevnet.connect()).toEqual({ accounts: [sol], caipNetworkId: devnet })
    const onEvm = createWalletConnectSolanaConnector(wc.connector, () => 'eip155:1')
    expect(onEvm).toMatchObject({ namespace: 'solana', type: 'WALLET_CONNECT' })
    expect(await onEvm.restore()).toEqual({ accounts: [sol], caipNetworkId: local })
    // SPEC §3 approvedCaipNetworkIds: the clusters the session approved; none once it ends.
    expect(onEvm.approvedNetworks?.()).toEqual([local, devnet])
    wc.set(null)
    expect(onEvm.approvedNetworks?.()).toBeNull()
  })

  test('behavior: requests cross the session on the connection’s cluster; switching picks another approved one', async () => {
    const wc = walletConnect(both())
    const solana = createWalletConnectSolanaConnector(wc.connector, () => null)
    await solana.connect()
    await solana.switchNetwork({ caipNetworkId: devnet, name: 'Devnet' } as Network)
    await solana.request({
      method: 'solana:signMessage',
      params: { address: sol, message: 'aGk=' },
    })
    expect(wc.requestOn).toHaveBeenCalledWith(
      devnet,
      expect.objectContaining({ method: 'solana_signMessage' }),
    )
    await expect(
      solana.switchNetwork({ caipNetworkId: 'solana:other', name: 'Other' } as Network),
    ).rejects.toMatchObject({ code: 4902 })
  })

  test('behavior: the session ending or losing its solana accounts is a disconnect; disconnect ends the session', async () => {
    const wc = walletConnect(both())
    const solana = createWalletConnectSolanaConnector(wc.connector, () => null)
    const events: ConnectorEvent[] = []
    solana.subscribe((event) => events.push(event))
    wc.set(both())
    wc.set(both([`${local}:11111111111111111111111111111111`]))
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: ['11111111111111111111111111111111'] },
    ])
    await solana.disconnect()
    expect(wc.disconnect).toHaveBeenCalled()
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    await expect(solana.connect()).rejects.toMatchObject({ code: 4900 })
  })
})
