import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import { connectTestWallet, createTestFrameApp, testDappWith } from '#test/createTestFrameApp.ts'
import { testSolanaNetwork } from '#test/testNetworks.ts'
import { switchNetwork } from './switchNetwork.ts'

describe('switchNetwork', () => {
  test('default: while disconnected it chooses the network to connect on', async () => {
    const { app } = await createTestFrameApp()
    await switchNetwork(app, { caipNetworkId: 'eip155:137' })
    expect(app.getSnapshot().caipNetworkId).toBe('eip155:137')
  })

  test('behavior: while disconnected, the network already chosen changes nothing', async () => {
    const { app } = await createTestFrameApp()
    const before = app.connection.getSnapshot()
    let changes = 0
    const sub = app.connection.subscribe(() => {
      changes += 1
    })
    await switchNetwork(app, { caipNetworkId: 'eip155:1' })
    sub.unsubscribe()
    expect(changes).toBe(0)
    expect(app.connection.getSnapshot()).toBe(before)
  })

  test('error: a network the host did not configure throws UnrecognizedChainError', async () => {
    const { app } = await createTestFrameApp()
    await expect(switchNetwork(app, { caipNetworkId: 'eip155:10' })).rejects.toMatchObject({
      name: 'UnrecognizedChainError',
      code: 4902,
    })
    expect(app.getSnapshot().caipNetworkId).toBe('eip155:1')
  })

  test('behavior: a network of another namespace with no connection there shows Connect for that namespace', async () => {
    const { app } = await createTestFrameApp({
      dapp: testDappWith(testSolanaNetwork),
      connected: true,
    })
    await waitFor(app.connection, (s) => s.matches('connected'))
    expect(await switchNetwork(app, { caipNetworkId: 'solana:local' })).toBe('connect')
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Connect', namespace: 'eip155' })
    const stack = app.viewStack.getSnapshot().context.history
    expect(stack.at(-1)).toEqual({ view: 'Connect', params: { namespace: 'solana' } })
  })

  test('behavior: a bip122 network is chosen while disconnected, and lists the Bitcoin wallets beside an EVM connection', async () => {
    const bitcoin = {
      id: '000000000019d6689c085ae165831e93',
      chainNamespace: 'bip122' as const,
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      name: 'Bitcoin',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [] } },
    }
    const { app } = await createTestFrameApp({ dapp: testDappWith(bitcoin) })
    expect(await switchNetwork(app, { caipNetworkId: bitcoin.caipNetworkId })).toBe('switched')
    expect(app.getSnapshot().caipNetworkId).toBe(bitcoin.caipNetworkId)
    await switchNetwork(app, { caipNetworkId: 'eip155:1' })
    await connectTestWallet(app)
    await waitFor(app.connection, (s) => s.matches('connected'))
    expect(await switchNetwork(app, { caipNetworkId: bitcoin.caipNetworkId })).toBe('connect')
    const stack = app.viewStack.getSnapshot().context.history
    expect(stack.at(-1)).toEqual({ view: 'Connect', params: { namespace: 'bip122' } })
  })
})
