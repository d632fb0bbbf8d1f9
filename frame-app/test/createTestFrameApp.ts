import type { DappData, HostWallet, Network, RpcRequest } from '@porthole/shared-protocol'
import { createCaller, hostCalls, wire } from '@porthole/shared-protocol'
import { vi } from 'vitest'
import { waitFor } from 'xstate'
import type { DataApi } from '../src/api/createDataApi.ts'
import { createFrameApp } from '../src/app/createFrameApp.ts'
import { createHostDispatcher } from '../src/bridge/createHostDispatcher.ts'
import type { ChainClientFactory } from '../src/chains/createChainClients.ts'
import type { FrameApp } from '../src/core/FrameApp.ts'
import type { HostCaller } from '../src/core/FrameAppOptions.ts'
import type { StorageLike } from '../src/storage/createFrameStorage.ts'
import { evmNetwork } from './testNetworks.ts'

export const testAddress = '0x1111111111111111111111111111111111111111'

/** The EIP-6963 wallet the test host page announces. */
export const testWallet: HostWallet = {
  uuid: 'uuid-1',
  name: 'Dev Wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'dev.porthole',
  namespace: 'eip155',
}

export const testNetwork = (id: number, name: string) => evmNetwork(id, { name })

export const testDapp: DappData = {
  projectId: 'demo',
  networks: [testNetwork(1, 'Ethereum'), testNetwork(137, 'Polygon')],
  sdkVersion: 'test',
}

/** `testDapp` serving `networks` beside its own. */
export const testDappWith = (...networks: Network[]): DappData => ({
  ...testDapp,
  networks: [...testDapp.networks, ...networks],
})

/** Connect's row for `testWallet`. */
export const testHostItem = {
  kind: 'host',
  id: testWallet.uuid,
  name: testWallet.name,
  imageUrl: '',
  rdns: testWallet.rdns,
  recent: false,
} as const

/** A wallet that grants `testAddress` on Polygon and answers a block number. */
function defaultWalletAnswer(request: RpcRequest): unknown {
  if (request.method === 'eth_requestAccounts') return [testAddress]
  if (request.method === 'eth_chainId') return '0x89'
  if (request.method === 'wallet_switchEthereumChain') return null
  if (request.method === 'wallet_revokePermissions') return null
  if (request.method === 'eth_blockNumber') return '0x10'
  throw new Error(`unexpected ${request.method}`)
}

export type TestFrameAppOptions = {
  /**
   * How the host wallet answers (default `defaultWalletAnswer`); `answer` is that default, for
   * the requests a test leaves as they are.
   */
  walletAnswer?: (request: RpcRequest, answer: typeof defaultWalletAnswer) => unknown
  api?: DataApi | null
  dapp?: DappData
  /** Chain reads (default: the lazy viem client over each network's RPC). */
  loadChainClient?: ChainClientFactory
  /** The frame's storage (default none: nothing is kept). */
  storage?: StorageLike
  /** Connect `testWallet` from Connect before returning (`connectTestWallet`), the modal left open. */
  connected?: boolean
}

/**
 * A frame app behind a real dispatcher, with the host's dapp data and `testWallet` synced.
 * `calls` lists the host calls the frame made (SHOW, HIDE, OPEN_URL ...), `hostCalls` their payloads.
 * @example const { app, call } = await createTestFrameApp({ connected: true })
 */
export async function createTestFrameApp(options: TestFrameAppOptions = {}) {
  const { walletAnswer: answer = defaultWalletAnswer } = options
  const walletAnswer = (request: RpcRequest) => answer(request, defaultWalletAnswer)
  const calls: string[] = []
  const payloads: { name: string; payload: unknown }[] = []
  const callHost = vi.fn(async (name: string, payload: unknown) => {
    calls.push(name)
    payloads.push({ name, payload })
    if (name === 'HOST_WALLET_REQUEST')
      return walletAnswer((payload as { request: RpcRequest }).request)
    if (name === 'OPEN_URL') return { opened: true }
    return null
  }) as unknown as HostCaller
  const app = createFrameApp({
    callHost,
    themeMode: 'light',
    isMobile: false,
    storage: options.storage ?? null,
    ...(options.api === undefined ? {} : { api: options.api }),
    ...(options.loadChainClient ? { loadChainClient: options.loadChainClient } : {}),
  })
  const call = createCaller(hostCalls, createHostDispatcher(app), { wire })
  await call('SYNC_DAPP_DATA', options.dapp ?? testDapp)
  await call('SYNC_HOST_WALLETS', { wallets: [testWallet] })
  if (options.connected) await connectTestWallet(app)
  return { app, call, calls, payloads }
}

/** Open the modal and connect `testWallet` from Connect. */
export async function connectTestWallet(app: FrameApp) {
  app.actions.open()
  app.actions.selectWallet({ wallet: testHostItem, isMobile: false, walletConnect: null })
  await waitFor(app.connection, (s) => s.matches('connected'))
}
