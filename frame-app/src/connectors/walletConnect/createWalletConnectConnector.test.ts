import { describe, expect, test, vi } from 'vitest'
import { address, session, setup } from './test/walletConnectSetup.ts'

/** A connector the wallet connected by answering its proposal with `granted`. */
async function connectedWith(granted: ReturnType<typeof session>) {
  const t = setup()
  const connected = t.connector.connect()
  await vi.waitFor(() => expect(t.proposals).toHaveLength(1))
  t.proposals[0]?.resolve(granted)
  await connected
  return t
}

describe('createWalletConnectConnector', () => {
  test('default: pairs, then connects with the session accounts on the active network', async () => {
    const t = setup()
    await t.connector.preparePairing()
    expect(t.uris()).toEqual(['wc:pairing-1@2?relay-protocol=irn'])
    expect(t.client.connect).toHaveBeenCalledWith({
      optionalNamespaces: {
        eip155: expect.objectContaining({ chains: ['eip155:10', 'eip155:1'] }),
      },
    })
    const connected = t.connector.connect()
    t.proposals[0]?.resolve(session())
    expect(await connected).toEqual({ accounts: [address], caipNetworkId: 'eip155:10' })
    expect(t.events.at(-1)).toEqual({ type: 'SESSION' })
  })

  test("behavior: the networks it approved are the session's chains, none without a session (SPEC §3)", async () => {
    const t = setup()
    expect(t.connector.approvedNetworks?.()).toBeNull()
    await t.connector.preparePairing()
    const connected = t.connector.connect()
    t.proposals[0]?.resolve({
      ...session(),
      namespaces: { eip155: { accounts: [`eip155:10:${address}`] } },
    })
    await connected
    expect(t.connector.approvedNetworks?.()).toEqual(['eip155:10'])
  })

  test('behavior: a pairing prepared ahead is shown once; showing again gives a fresh URI', async () => {
    const t = setup()
    await t.connector.preparePairing()
    await t.connector.showPairing()
    expect(t.client.connect).toHaveBeenCalledTimes(1)
    expect(t.connector.currentUri()).toBeNull()
    await t.connector.showPairing()
    expect(t.uris()).toEqual([
      'wc:pairing-1@2?relay-protocol=irn',
      'wc:pairing-1@2?relay-protocol=irn',
      'wc:pairing-2@2?relay-protocol=irn',
    ])
  })

  test('behavior: a session approved through a replaced URI is ended, not used', async () => {
    const t = setup()
    await t.connector.showPairing()
    await t.connector.showPairing()
    t.proposals[0]?.resolve(session('stale'))
    await vi.waitFor(() =>
      expect(t.client.disconnect).toHaveBeenCalledWith({
        topic: 'stale',
        reason: { code: 6000, message: 'Pairing URI expired.' },
      }),
    )
    expect(t.events).not.toContainEqual({ type: 'SESSION' })
    const connected = t.connector.connect()
    t.proposals[1]?.resolve(session())
    expect(await connected).toEqual({ accounts: [address], caipNetworkId: 'eip155:10' })
  })

  test('behavior: an expired URI is replaced from the expiry handler; only the new one connects', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      const t = setup()
      // As the frame wires it: the machine's expiry (inside its transition) shows a new pairing.
      t.state.on('pairingExpired', () => void t.connector.showPairing())
      await t.connector.showPairing()
      await vi.advanceTimersByTimeAsync(230_000)
      expect(t.uris()).toEqual([
        'wc:pairing-1@2?relay-protocol=irn',
        'wc:pairing-2@2?relay-protocol=irn',
      ])
      expect(t.connector.currentUri()).toBeNull() // shown: not reused (SPEC §4)
      expect(t.state.getSnapshot().context.wcUri).toBe('wc:pairing-2@2?relay-protocol=irn')
      t.proposals[0]?.resolve(session('expired'))
      await vi.advanceTimersByTimeAsync(0)
      expect(t.client.disconnect).toHaveBeenCalledWith(
        expect.objectContaining({ topic: 'expired' }),
      )
      const connected = t.connector.connect()
      t.proposals[1]?.resolve(session())
      expect(await connected).toEqual({ accounts: [address], caipNetworkId: 'eip155:10' })
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: a rejected proposal reports DECLINED as 4001 and pairs again', async () => {
    const t = setup()
    await t.connector.showPairing()
    t.proposals[0]?.reject({ code: 5000, message: 'User rejected.' })
    await vi.waitFor(() => expect(t.uris()).toHaveLength(2))
    expect(t.events).toContainEqual({
      type: 'DECLINED',
      error: { code: 4001, message: 'User rejected.' },
    })
    expect(new Set(t.uris()).size).toBe(2)
  })

  test('behavior: requests go to the wallet with the session chain; wallet events move it', async () => {
    const t = await connectedWith(session())
    await t.connector.request({ method: 'personal_sign', params: ['0x6869', address] })
    expect(t.client.request).toHaveBeenLastCalledWith({
      topic: 'session-1',
      chainId: 'eip155:10',
      request: { method: 'personal_sign', params: ['0x6869', address] },
    })
    t.fire('session_event', {
      id: 1,
      topic: 'session-1',
      params: { chainId: 'eip155:10', event: { name: 'chainChanged', data: 1 } },
    })
    expect(await t.connector.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(t.walletEvents).toEqual([{ type: 'chainChanged', caipNetworkId: 'eip155:1' }])
  })

  test('error: invalid and foreign session events are ignored; invalid ones reported', async () => {
    const t = await connectedWith(session())
    t.fire('session_event', {
      topic: 'session-1',
      params: { event: { name: 'chainChanged', data: 1 } },
    })
    t.fire('session_event', {
      id: 2,
      topic: 'other',
      params: { chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 } },
    })
    expect(t.walletEvents).toEqual([])
    expect(t.errors).toHaveLength(1)
  })

  test('error: a method the session did not grant is 4200, and the wallet is not asked', async () => {
    const granted = session()
    granted.namespaces.eip155!.methods = ['personal_sign', 'eth_sendTransaction']
    const t = await connectedWith(granted)
    const asked = t.client.request.mock.calls.length
    await expect(
      t.connector.request({ method: 'wallet_sendCalls', params: [] }),
    ).rejects.toMatchObject({ code: 4200 })
    expect(t.client.request.mock.calls).toHaveLength(asked)
  })

  test('error: a wallet rejection of a request is 4001', async () => {
    const t = await connectedWith(session())
    t.client.request.mockRejectedValueOnce({ code: 5000, message: 'User rejected.' })
    await expect(
      t.connector.request({ method: 'personal_sign', params: [] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  test('behavior: the wallet ending the session disconnects; restore finds a stored session', async () => {
    const t = setup([session('stored')])
    expect(await t.connector.restore()).toEqual({ accounts: [address], caipNetworkId: 'eip155:10' })
    t.fire('session_delete', { topic: 'stored' })
    expect(t.walletEvents).toEqual([{ type: 'disconnect' }])
    expect(t.events).toContainEqual({ type: 'ENDED' })
    await expect(t.connector.request({ method: 'personal_sign' })).rejects.toMatchObject({
      code: 4900,
    })
  })

  test('behavior: disconnect ends the session in the wallet too', async () => {
    const t = setup([session('stored')])
    await t.connector.restore()
    await t.connector.disconnect()
    expect(t.client.disconnect).toHaveBeenCalledWith({
      topic: 'stored',
      reason: { code: 6000, message: 'User disconnected.' },
    })
  })

  test('error: an end that does not reach the wallet fails the disconnect, the session gone here', async () => {
    const t = setup([session('stored')])
    await t.connector.restore()
    t.client.disconnect.mockRejectedValueOnce(new Error('relay unreachable'))
    await expect(t.connector.disconnect()).rejects.toThrow('relay unreachable')
    await expect(t.connector.request({ method: 'personal_sign' })).rejects.toMatchObject({
      code: 4900,
    })
  })
})
