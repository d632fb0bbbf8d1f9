import { UserRejectedRequestError } from '@porthole/shared-protocol'
import { describe, expect, test, vi } from 'vitest'
import { bitcoinNetwork, evmNetwork, testBitcoinRegtest } from '#test/testNetworks.ts'
import type { VaultClient } from '../createVaultClient.ts'
import { testEmbeddedLogin } from '../test/testEmbeddedLogin.ts'
import { createEmbeddedBitcoinConnector } from './createEmbeddedBitcoinConnector.ts'

const regtest = testBitcoinRegtest
const testnet4 = bitcoinNetwork('00000000da84f2bafbbc53dee25a72ae', 'Bitcoin Testnet4')
const anvil = evmNetwork(31337, { name: 'Anvil' })
const addressOn: Record<string, string> = {
  [regtest.caipNetworkId]: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
  [testnet4.caipNetworkId]: 'tb1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelvmvjhq',
}

/** A vault double answering the bip122 RPC_REQUEST methods as the vault's wire says. */
function setup({ signedIn = true, approve = vi.fn(async () => undefined) } = {}) {
  const call = vi.fn(
    async (_name: string, request: { method: string; params: Record<string, string> }) => {
      if (request.method === 'bip122:getAccountAddresses')
        return [
          {
            address: addressOn[request.params.network ?? ''],
            publicKey: '02ab',
            path: "m/84'/1'/0'/0/0",
            intention: 'payment',
          },
        ]
      if (request.method === 'bip122:signMessage')
        return { address: request.params.address, signature: 'smpAkcw' }
      return { psbt: 'cHNidP8=' }
    },
  )
  const embedded = testEmbeddedLogin({ email: () => (signedIn ? 'ada@example.test' : null) })
  const connector = createEmbeddedBitcoinConnector({
    embedded,
    vault: { call } as unknown as VaultClient,
    networks: () => [anvil, regtest, testnet4],
    approve,
    getActiveNetworkId: () => 'eip155:31337',
  })
  return { connector, call, approve, embedded }
}

describe('createEmbeddedBitcoinConnector', () => {
  test('default: the login’s P2WPKH address on the first Bitcoin network, asked of the vault once', async () => {
    const { connector, call } = setup()
    expect(connector).toMatchObject({ namespace: 'bip122', type: 'AUTH', id: 'embedded:bitcoin' })
    const address = addressOn[regtest.caipNetworkId]!
    expect(await connector.restore()).toEqual({
      accounts: [address],
      caipNetworkId: regtest.caipNetworkId,
    })
    expect(
      await connector.request({ method: 'getAccountAddresses', params: { account: address } }),
    ).toEqual([expect.objectContaining({ address, intention: 'payment' })])
    expect(call).toHaveBeenCalledTimes(1)
    expect(call).toHaveBeenCalledWith('RPC_REQUEST', {
      method: 'bip122:getAccountAddresses',
      params: { network: regtest.caipNetworkId },
    })
  })

  test('behavior: signMessage and signPsbt are approved, then signed in the vault', async () => {
    const { connector, call, approve } = setup()
    const address = addressOn[regtest.caipNetworkId]!
    const context = { account: address, caipNetworkId: regtest.caipNetworkId }
    const message = {
      method: 'signMessage',
      params: { account: address, message: 'hi', protocol: 'bip322' },
    }
    expect(await connector.request(message)).toEqual({ address, signature: 'smpAkcw' })
    expect(approve).toHaveBeenCalledWith(message, context)
    expect(call).toHaveBeenLastCalledWith('RPC_REQUEST', {
      method: 'bip122:signMessage',
      params: { address, message: 'hi' },
    })
    const signInputs = [{ address, index: 0 }]
    const psbt = {
      method: 'signPsbt',
      params: { account: address, psbt: 'cHNidP8=', signInputs, broadcast: false },
    }
    expect(await connector.request(psbt)).toEqual({ psbt: 'cHNidP8=' })
    expect(approve).toHaveBeenLastCalledWith(psbt, context)
    expect(call).toHaveBeenLastCalledWith('RPC_REQUEST', {
      method: 'bip122:signPsbt',
      params: { psbt: 'cHNidP8=', signInputs },
    })
    // The modal's own Send, confirmed in its preview, is not asked again.
    approve.mockClear()
    await connector.request(psbt, { confirmedInModal: true })
    expect(approve).not.toHaveBeenCalled()
  })

  test('behavior: switching to testnet4 reads that network’s address and says so', async () => {
    const { connector } = setup()
    await connector.restore()
    const events: unknown[] = []
    connector.subscribe((event) => events.push(event))
    await connector.switchNetwork(testnet4)
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [addressOn[testnet4.caipNetworkId]] },
    ])
    await expect(connector.switchNetwork(anvil)).rejects.toMatchObject({ code: 4902 })
  })

  test('error: signed out, another address, a rejected approval and an unknown method', async () => {
    expect(await setup({ signedIn: false }).connector.restore()).toBeNull()
    const approve = vi.fn(async () => {
      throw new UserRejectedRequestError()
    })
    const { connector, call } = setup({ approve })
    const address = addressOn[regtest.caipNetworkId]!
    const stranger = addressOn[testnet4.caipNetworkId]!
    await expect(
      connector.request({
        method: 'signMessage',
        params: { account: address, address: stranger, message: 'x' },
      }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      connector.request({
        method: 'signPsbt',
        params: { account: address, psbt: 'x', signInputs: [{ address: stranger, index: 0 }] },
      }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      connector.request({ method: 'signMessage', params: { account: address, message: 'x' } }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(call.mock.calls.map(([, request]) => request.method)).toEqual([
      'bip122:getAccountAddresses',
    ])
    await expect(connector.request({ method: 'sendTransfer', params: {} })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      connector.request({ method: 'signPsbt', params: { psbt: 1 } }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
