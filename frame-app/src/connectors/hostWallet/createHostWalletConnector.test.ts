import { type HostWallet, INJECTED_WALLET_UUID, type RpcRequest } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { createHostWalletConnector } from './createHostWalletConnector.ts'

const account = '0x70997970C51812dc3A010C7d01b1E0d8dc79C8C8'
const wallet = (uuid: string, name: string): HostWallet => ({
  uuid,
  name,
  icon: '',
  rdns: '',
  namespace: 'eip155',
})
const answers: Record<string, unknown> = {
  eth_requestAccounts: [account],
  eth_chainId: '0x7a69',
}

describe('createHostWalletConnector', () => {
  test('param: the wallet only on window.ethereum is SPEC §3’s INJECTED type, announced ones ANNOUNCED', () => {
    const forward = vi.fn()
    expect(
      createHostWalletConnector(wallet(INJECTED_WALLET_UUID, 'Browser Wallet'), forward).type,
    ).toBe('INJECTED')
    expect(createHostWalletConnector(wallet('350670db', 'MetaMask'), forward).type).toBe(
      'ANNOUNCED',
    )
  })

  test('behavior: the Browser Wallet connects through the host under its uuid, like an announced wallet', async () => {
    const forward = vi.fn(async (_uuid: string, request: RpcRequest) => answers[request.method])
    const connector = createHostWalletConnector(
      wallet(INJECTED_WALLET_UUID, 'Browser Wallet'),
      forward,
    )
    await expect(connector.connect()).resolves.toEqual({
      accounts: [account],
      caipNetworkId: 'eip155:31337',
    })
    expect(forward).toHaveBeenCalledWith(INJECTED_WALLET_UUID, { method: 'eth_requestAccounts' })
  })
})
