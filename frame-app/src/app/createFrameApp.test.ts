import type { RpcRequest } from '@porthole/shared-protocol'
import { UserRejectedRequestError } from '@porthole/shared-protocol'
import { disconnectedSnapshot } from '@porthole/shared-protocol/testing'
import { describe, expect, test, vi } from 'vitest'
import { waitFor } from 'xstate'
import {
  testAddress as address,
  connectTestWallet,
  createTestFrameApp,
  type TestFrameAppOptions,
  testDapp,
  testHostItem,
  testNetwork,
  testWallet as wallet,
} from '#test/createTestFrameApp.ts'

const setup = (walletAnswer?: TestFrameAppOptions['walletAnswer']) =>
  createTestFrameApp(walletAnswer ? { walletAnswer } : {})

describe('createFrameApp', () => {
  test('default: disconnected snapshot on the first configured network', async () => {
    const { app } = await setup()
    expect(app.getSnapshot()).toEqual({
      ...disconnectedSnapshot,
      session: null,
      profileName: null,
      profileImage: null,
      loading: false,
      connector: null,
      caipNetwork: {
        ...testNetwork(1, 'Ethereum'),
        rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
      },
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
    })
  })

  test('behavior: connecting a host wallet closes the modal, with a CAIP snapshot', async () => {
    const { app } = await setup()
    await connectTestWallet(app)
    expect(app.getSnapshot()).toEqual({
      open: false,
      view: 'ConnectingExternal',
      status: 'connected',
      namespace: 'eip155',
      address,
      caipAddress: `eip155:137:${address}`,
      caipNetworkId: 'eip155:137',
      session: null,
      profileName: null,
      profileImage: null,
      accounts: {
        eip155: { address, caipAddress: `eip155:137:${address}`, caipNetworkId: 'eip155:137' },
      },
      loading: false,
      connector: {
        id: wallet.uuid,
        name: wallet.name,
        type: 'ANNOUNCED',
        rdns: wallet.rdns,
        imageUrl: wallet.icon,
        chain: 'eip155',
        chains: ['eip155:1', 'eip155:137'],
      },
      caipNetwork: {
        ...testNetwork(137, 'Polygon'),
        rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
      },
      approvedCaipNetworkIds: ['eip155:1', 'eip155:137'],
      supportsAllNetworks: true,
    })
  })

  test('error: a declined connection keeps ConnectingExternal with the 4001 error', async () => {
    const { app } = await setup(() => {
      throw new UserRejectedRequestError()
    })
    app.actions.open()
    app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
    await waitFor(app.connection, (s) => s.matches('disconnected') && s.context.error !== null)
    expect(app.connection.getSnapshot().context.error?.code).toBe(4001)
    expect(app.getSnapshot().view).toBe('ConnectingExternal')
  })

  test('behavior: eth_requestAccounts while disconnected shows Connect and resolves on connect', async () => {
    const { app, call, calls } = await setup()
    const pending = call('RPC_REQUEST', { method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(calls).toContain('SHOW'))
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Connect' })
    app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
    await expect(pending).resolves.toEqual([address])
    expect(app.getSnapshot().open).toBe(false)
  })

  test('error: eth_requestAccounts rejects with 4001 when the user closes the modal', async () => {
    const { app, call, calls } = await setup()
    const pending = call('RPC_REQUEST', { method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(calls).toContain('SHOW'))
    app.actions.dismiss()
    await expect(pending).rejects.toMatchObject({ code: 4001 })
    expect(calls).toContain('HIDE')
  })

  test('behavior: reads come from state; other methods go to the connected host wallet', async () => {
    const { app, call } = await setup()
    await expect(call('RPC_REQUEST', { method: 'eth_accounts' })).resolves.toEqual([])
    await expect(call('RPC_REQUEST', { method: 'eth_chainId' })).resolves.toBe('0x1')
    await connectTestWallet(app)
    await expect(call('RPC_REQUEST', { method: 'eth_accounts' })).resolves.toEqual([address])
    await expect(call('RPC_REQUEST', { method: 'eth_blockNumber' })).resolves.toBe('0x10')
  })

  test('error: unknown methods with nothing connected are refused with 4200', async () => {
    const { call } = await setup()
    await expect(call('RPC_REQUEST', { method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4200,
    })
  })

  test('behavior: switching network asks the host wallet and updates the snapshot', async () => {
    const requests: RpcRequest[] = []
    const { app, call } = await setup((request, answer) => {
      requests.push(request)
      return answer(request)
    })
    await connectTestWallet(app)
    await expect(call('SWITCH_NETWORK', { caipNetworkId: 'eip155:1' })).resolves.toMatchObject({
      caipNetworkId: 'eip155:1',
      caipAddress: `eip155:1:${address}`,
    })
    expect(requests.at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
  })

  test('behavior: wallet events update accounts and chain; an empty account list disconnects', async () => {
    const { app, call } = await setup()
    await connectTestWallet(app)
    await call('HOST_WALLET_EVENT', { uuid: wallet.uuid, event: 'chainChanged', data: '0x1' })
    expect(app.getSnapshot().caipNetworkId).toBe('eip155:1')
    await call('HOST_WALLET_EVENT', { uuid: wallet.uuid, event: 'accountsChanged', data: [] })
    await waitFor(app.connection, (s) => s.matches('disconnected'))
    expect(app.getSnapshot()).toMatchObject({
      status: 'disconnected',
      address: null,
      view: 'Connect',
    })
  })

  test('behavior: DISCONNECT returns a disconnected snapshot', async () => {
    const { app, call } = await setup()
    await connectTestWallet(app)
    await expect(call('DISCONNECT', null)).resolves.toMatchObject({
      status: 'disconnected',
      address: null,
    })
  })

  test('behavior: subscribers get each changed snapshot once', async () => {
    const { app } = await setup()
    const seen: string[] = []
    app.subscribe((snapshot) => seen.push(`${snapshot.open}:${snapshot.view}`))
    app.actions.open()
    app.actions.push('Networks')
    app.actions.push('Networks')
    app.actions.back()
    expect(seen).toEqual(['true:Connect', 'true:Networks', 'true:Connect'])
  })

  test('error: OPEN with a view the modal cannot show rejects with ViewUnavailableError naming why', async () => {
    const { app, call } = await setup()
    await expect(call('OPEN', { view: 'ConnectingFarcaster' })).rejects.toMatchObject({
      name: 'ViewUnavailableError',
      code: 5106,
      data: { view: 'ConnectingFarcaster', reason: 'internal' },
    })
    await expect(call('OPEN', { view: 'ApproveTransaction' })).rejects.toMatchObject({
      data: { view: 'ApproveTransaction', reason: 'internal' },
    })
    await expect(call('OPEN', { view: 'ConnectingExternal' })).rejects.toMatchObject({
      data: { view: 'ConnectingExternal', reason: 'internal' },
    })
    // AllWallets lists the Data API's registry: off without an api.
    await expect(call('OPEN', { view: 'AllWallets' })).rejects.toMatchObject({
      data: { view: 'AllWallets', reason: 'featureDisabled' },
    })
    expect(app.getSnapshot().open).toBe(false)
  })

  test('param: OPEN Send while disconnected shows Connect; once connected, Send', async () => {
    const { app, call } = await setup()
    await expect(call('OPEN', { view: 'Send' })).resolves.toMatchObject({ view: 'Connect' })
    await connectTestWallet(app)
    app.actions.close()
    await expect(call('OPEN', { view: 'Send' })).resolves.toMatchObject({ view: 'Send' })
  })

  test('param: with features.send false, OPEN Send is refused as a feature that is off', async () => {
    const { app, call } = await createTestFrameApp({
      dapp: { ...testDapp, features: { send: false } },
      connected: true,
    })
    expect(app.sendEnabled()).toBe(false)
    await expect(call('OPEN', { view: 'Send' })).rejects.toMatchObject({
      name: 'ViewUnavailableError',
      data: { view: 'Send', reason: 'featureDisabled' },
    })
  })

  test('param: OPEN Account while disconnected shows Connect; once connected, Account', async () => {
    const { app, call } = await setup()
    await expect(call('OPEN', { view: 'Account' })).resolves.toMatchObject({
      open: true,
      view: 'Connect',
    })
    await connectTestWallet(app)
    app.actions.close()
    await expect(call('OPEN', { view: 'Account' })).resolves.toMatchObject({ view: 'Account' })
  })

  test('behavior: a wallet picked in Connect shows ConnectingExternal titled with its name', async () => {
    const { app } = await setup(() => new Promise(() => {}))
    app.actions.open()
    app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
    const entry = app.viewStack.getSnapshot().context.history.at(-1)
    expect(entry).toEqual({ view: 'ConnectingExternal', params: { name: 'Dev Wallet' } })
    expect(app.views.ConnectingExternal?.title(entry?.params ?? {})).toEqual({
      key: 'connecting.title',
      en: '{name}',
      params: { name: 'Dev Wallet' },
    })
  })

  test('error: pushing a view with params its schema refuses throws InvalidParamsRpcError', async () => {
    const { app } = await setup()
    app.actions.open()
    expect(() => app.actions.push('ConnectingWalletConnectBasic', { wallet: 'x' })).toThrow(
      expect.objectContaining({ name: 'InvalidParamsRpcError', code: -32602 }),
    )
    expect(app.getSnapshot().view).toBe('Connect')
  })
})
