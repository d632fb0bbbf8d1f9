import { classifyRpcMethod, ErrorCode, type RpcRequest } from '@porthole/shared-protocol'
import { type Hex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { waitFor } from 'xstate'
import {
  connectTestWallet,
  createTestFrameApp,
  testAddress,
  testDapp,
} from '#test/createTestFrameApp.ts'
import { evmNetwork, rpcAt } from '#test/testNetworks.ts'
import type { ChainClient } from '../../chains/ChainClient.ts'
import type { Connector } from '../../connectors/Connector.ts'
import type { FrameApp } from '../../core/FrameApp.ts'

const mail = {
  domain: { name: 'Porthole', version: '1', chainId: 137 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const

// Anvil's first dev key: a real secp256k1 key, signing in memory as the vault does.
const key = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

/**
 * An embedded-style connector (type AUTH) that signs with `key` once the user approves: the
 * same split and hook as `connectors/embedded`, with the key in memory instead of the vault.
 */
function localKeyConnector(app: FrameApp): Connector {
  const sign = async (request: RpcRequest) => {
    const params = (request.params ?? []) as unknown[]
    if (request.method === 'personal_sign')
      return key.signMessage({ message: { raw: params[0] as Hex } })
    if (request.method === 'eth_signTypedData_v4') {
      const { types, domain, primaryType, message } = JSON.parse(params[1] as string)
      const { EIP712Domain: _, ...rest } = types
      return key.signTypedData({ types: rest, domain, primaryType, message })
    }
    if (request.method === 'eth_chainId') return '0x89'
    throw new Error(`unexpected ${request.method}`)
  }
  return {
    id: 'embedded',
    name: 'Email',
    type: 'AUTH',
    namespace: 'eip155',
    connect: async () => ({ accounts: [key.address], caipNetworkId: 'eip155:137' }),
    restore: async () => null,
    disconnect: async () => undefined,
    request: async (request) => {
      if (classifyRpcMethod(request.method) === 'approval')
        await app.approvals.approve(request, { account: key.address, caipNetworkId: 'eip155:137' })
      return sign(request)
    },
    switchNetwork: async () => undefined,
    subscribe: () => () => undefined,
  }
}

async function embeddedApp() {
  const setup = await createTestFrameApp()
  const { app } = setup
  app.settings.send({ type: 'SET_HOST_ORIGIN', origin: 'https://shop.example' })
  app.connection.send({ type: 'CONNECT', connector: localKeyConnector(app) })
  await waitFor(app.connection, (s) => s.matches('connected'))
  app.actions.close()
  const shown = async () => {
    const s = await waitFor(app.approvals.actor, (snapshot) => snapshot.context.queue.length > 0)
    return s.context.queue[0]!
  }
  return { ...setup, shown }
}

describe('createRpcHandler with an embedded wallet', () => {
  test('default: personal_sign from the host waits for Approve; the signature verifies', async () => {
    const { call, app, shown } = await embeddedApp()
    const message = 'hello from my shop'
    const pending = call('RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), key.address],
    })
    const item = await shown()
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    expect(item.context.hostOrigin).toBe('https://shop.example')
    app.approvals.approveShown(item.id)
    const signature = (await pending) as Hex
    expect(await verifyMessage({ address: key.address, message, signature })).toBe(true)
    expect(app.getSnapshot().open).toBe(false)
  })

  test('behavior: eth_signTypedData_v4 shows its fields, then the signature verifies', async () => {
    const { call, app, shown } = await embeddedApp()
    const typed = {
      ...mail,
      types: {
        ...mail.types,
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
      },
    }
    const pending = call('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [key.address, JSON.stringify(typed)],
    })
    const item = await shown()
    const summarized = await waitFor(
      app.approvals.actor,
      (s) => s.context.summaries[item.id] !== undefined,
    )
    expect(summarized.context.summaries[item.id]).toMatchObject({
      kind: 'typedData',
      primaryType: 'Mail',
      message: [{ label: 'contents', value: 'hello' }],
      chainMismatch: false,
    })
    app.approvals.approveShown(item.id)
    const signature = (await pending) as Hex
    expect(await verifyTypedData({ ...mail, address: key.address, signature })).toBe(true)
  })

  test('error: Reject in ApproveTransaction gives the host 4001 and signs nothing', async () => {
    const { call, app, shown } = await embeddedApp()
    const pending = call('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', key.address] })
    app.approvals.reject((await shown()).id)
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.userRejected })
  })

  test('error: a method in neither list is refused with 5103, not 4200; for one that signs the modal says so on Account, asking nothing', async () => {
    const { call, app, calls } = await embeddedApp()
    // A library's probe (wagmi's connect asks it) is refused and stays the page's.
    await expect(
      call('RPC_REQUEST', { method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }),
    ).rejects.toMatchObject({ code: ErrorCode.rpcNotAllowed })
    expect(app.getSnapshot().open).toBe(false)
    expect(app.refusedCalls.notice()).toBeNull()
    const before = calls.length
    await expect(
      call('RPC_REQUEST', { method: 'eth_sign', params: [key.address, '0x00'] }),
    ).rejects.toMatchObject({
      code: ErrorCode.rpcNotAllowed,
      message: 'Requested RPC call is not allowed',
    })
    // What says it loads with the first refusal (the rpc feature's chunk).
    await expect.poll(() => app.refusedCalls.notice()).not.toBeNull()
    expect(app.getSnapshot()).toMatchObject({ open: true, view: 'Account' })
    expect(calls.slice(before)).toEqual(['SHOW'])
    expect(app.approvals.actor.getSnapshot().context.queue).toEqual([])
  })
})

describe('createRpcHandler with an external wallet', () => {
  test('behavior: while the wallet’s own prompt has personal_sign, the modal shows what it does (WalletRequest) with the host origin; the wallet’s answer goes to the host and the panel closes', async () => {
    let signInWallet!: (signature: string) => void
    const setup = await createTestFrameApp({
      walletAnswer: (request, answer) =>
        request.method === 'personal_sign'
          ? new Promise((resolve) => (signInWallet = resolve))
          : answer(request),
    })
    const { app, call, calls } = setup
    app.settings.send({ type: 'SET_HOST_ORIGIN', origin: 'https://shop.example' })
    await connectTestWallet(app)
    app.actions.close()
    const pending = call('RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('hello from my shop'), testAddress],
    })
    await expect.poll(() => app.getSnapshot()).toMatchObject({ open: true, view: 'WalletRequest' })
    const { queue, summaries } = app.walletRequests.current()!.actor.getSnapshot().context
    expect(queue[0]!.context).toMatchObject({
      hostOrigin: 'https://shop.example',
      walletName: 'Dev Wallet',
      account: testAddress,
    })
    expect(summaries[queue[0]!.id]).toEqual({
      kind: 'message',
      text: 'hello from my shop',
      encoding: 'utf8',
    })
    signInWallet('0xsignature')
    expect(await pending).toBe('0xsignature')
    await expect.poll(() => app.getSnapshot().open).toBe(false)
    expect(calls.filter((name) => name === 'SHOW' || name === 'HIDE').slice(-2)).toEqual([
      'SHOW',
      'HIDE',
    ])
  })

  test('param: a method that neither signs nor sends (eth_blockNumber, wallet_revokePermissions) shows no panel', async () => {
    const { app, call } = await createTestFrameApp()
    app.settings.send({ type: 'SET_HOST_ORIGIN', origin: 'https://shop.example' })
    await connectTestWallet(app)
    app.actions.close()
    expect(await call('RPC_REQUEST', { method: 'eth_blockNumber', params: [] })).toBe('0x10')
    expect(await call('RPC_REQUEST', { method: 'wallet_revokePermissions', params: [{}] })).toBe(
      null,
    )
    expect(app.walletRequests.current()).toBeNull()
    expect(app.getSnapshot().open).toBe(false)
  })
  test('param: a read every node answers alike (eth_syncing) is passed on, as the api proxy passes it, not refused with 4200', async () => {
    const asked: string[] = []
    const { app, call } = await createTestFrameApp({
      walletAnswer: (request, answer) => {
        asked.push(request.method)
        return request.method === 'eth_syncing' ? false : answer(request)
      },
    })
    await connectTestWallet(app)
    expect(await call('RPC_REQUEST', { method: 'eth_syncing', params: [] })).toBe(false)
    expect(asked).toContain('eth_syncing')
  })
  test('param: on a network with an RPC url, the newly passed reads (eth_syncing, eth_getBlockReceipts, a block-index read) are answered by its node, not the wallet', async () => {
    const asked: string[] = []
    const read: { url: string; method: string }[] = []
    const polygon = evmNetwork(137, { name: 'Polygon', rpcUrls: rpcAt('https://polygon.example') })
    const { app, call } = await createTestFrameApp({
      dapp: { ...testDapp, networks: [polygon] },
      walletAnswer: (request, answer) => {
        asked.push(request.method)
        return answer(request)
      },
      loadChainClient: async (network) =>
        ({
          request: async ({ method }: RpcRequest) => {
            read.push({ url: network.rpcUrls.default.http[0]!, method })
            return method === 'eth_syncing' ? false : []
          },
        }) as unknown as ChainClient,
    })
    await connectTestWallet(app)
    const methods = [
      'eth_syncing',
      'eth_getBlockReceipts',
      'eth_getTransactionByBlockNumberAndIndex',
    ]
    for (const method of methods) await call('RPC_REQUEST', { method, params: [] })
    expect(read).toEqual(methods.map((method) => ({ url: 'https://polygon.example', method })))
    expect(asked.filter((method) => methods.includes(method))).toEqual([])
  })
})
