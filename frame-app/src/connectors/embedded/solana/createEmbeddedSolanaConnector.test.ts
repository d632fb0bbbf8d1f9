import { ErrorCode, UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { evmNetwork, solanaNetwork } from '#test/testNetworks.ts'
import { createChainClients } from '../../../chains/createChainClients.ts'
import type { VaultClient } from '../createVaultClient.ts'
import { testEmbeddedLogin } from '../test/testEmbeddedLogin.ts'
import { createEmbeddedSolanaConnector } from './createEmbeddedSolanaConnector.ts'

const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const other = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2'
const local = solanaNetwork('Local', 'Solana Local')
const devnet = solanaNetwork('Devnet', 'Solana Devnet')
const anvil = evmNetwork(31337, { name: 'Anvil' })

function setup({ address = sol as string | null, approve = vi.fn(async () => undefined) } = {}) {
  const call = vi.fn(async () => ({ signature: 'c2ln', signedMessage: 'aGk=' }))
  const embedded = testEmbeddedLogin({ solanaAddress: () => address })
  const connector = createEmbeddedSolanaConnector({
    embedded,
    vault: { call } as unknown as VaultClient,
    networks: () => [anvil, local, devnet],
    chainClients: createChainClients(),
    approve,
    getActiveNetworkId: () => 'eip155:31337',
  })
  return { connector, call, approve, embedded }
}

describe('createEmbeddedSolanaConnector', () => {
  test('default: the login’s Solana address on the first Solana network; signMessage after approval', async () => {
    const { connector, call, approve } = setup()
    expect(connector).toMatchObject({ namespace: 'solana', type: 'AUTH', name: 'ada@example.test' })
    expect(await connector.restore()).toEqual({ accounts: [sol], caipNetworkId: 'solana:Local' })
    const request = { method: 'solana:signMessage', params: { address: sol, message: 'aGk=' } }
    await connector.request(request)
    expect(approve).toHaveBeenCalledWith(request, { account: sol, caipNetworkId: 'solana:Local' })
    expect(call).toHaveBeenCalledWith('RPC_REQUEST', request)
  })

  test('behavior: signed out (no Solana address): nothing to connect', async () => {
    expect(await setup({ address: null }).connector.restore()).toBeNull()
  })

  test('error: a rejection in ApproveTransaction is 4001 and nothing reaches the vault', async () => {
    const approve = vi.fn(async () => {
      throw new UserRejectedRequestError()
    })
    const { connector, call } = setup({ approve })
    await connector.restore()
    await expect(
      connector.request({
        method: 'solana:signMessage',
        params: { address: sol, message: 'aGk=' },
      }),
    ).rejects.toMatchObject({ code: ErrorCode.userRejected })
    expect(call).not.toHaveBeenCalled()
  })

  test('error: another account (4100), another network (4902), bad params (-32602), other methods (4200)', async () => {
    const { connector, call, approve } = setup()
    await connector.restore()
    const transaction = 'AQID'
    await expect(
      connector.request({
        method: 'solana:signMessage',
        params: { address: other, message: 'aGk=' },
      }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      connector.request({
        method: 'solana:signTransaction',
        params: { address: sol, chain: devnet.caipNetworkId, transaction },
      }),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(
      connector.request({ method: 'solana:signTransaction', params: { address: sol } }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(connector.request({ method: 'solana:signIn', params: {} })).rejects.toMatchObject({
      code: 4200,
    })
    expect(approve).not.toHaveBeenCalled()
    expect(call).not.toHaveBeenCalled()

    // Switched to that network, the same request is asked for.
    await connector.switchNetwork(devnet)
    await connector.request({
      method: 'solana:signTransaction',
      params: { address: sol, chain: devnet.caipNetworkId, transaction },
    })
    expect(approve).toHaveBeenCalledTimes(1)
    await expect(connector.switchNetwork(anvil)).rejects.toMatchObject({ code: 4902 })
  })
})
