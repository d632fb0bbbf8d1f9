import {
  createCaller,
  createDispatcher,
  frameCalls,
  hostCalls,
  type StateSnapshot,
  wire,
} from '@porthole/shared-protocol'
import { disconnectedSnapshot } from '@porthole/shared-protocol/testing'
import { describe, expect, test, vi } from 'vitest'
import { type BridgeOptions, createBridge } from './createBridge.ts'

const snapshot: StateSnapshot = disconnectedSnapshot

/** A frame speaking `version`, wired to the bridge without penpal. */
function setup({
  hostVersion = 1,
  frameVersion = hostVersion,
  timeoutMs = 1000,
  frameHandlers = {},
}: {
  hostVersion?: number
  frameVersion?: number
  timeoutMs?: number
  frameHandlers?: Parameters<typeof createDispatcher<typeof hostCalls>>[1]
} = {}) {
  const received: string[] = []
  const frame = createDispatcher(
    hostCalls,
    {
      SYNC_DAPP_DATA: () => null,
      GET_STATE: () => snapshot,
      OPEN: () => ({ ...snapshot, open: true }),
      ...frameHandlers,
    },
    { wire, version: frameVersion },
  )
  let receive: Parameters<BridgeOptions['connect']>[0] = async () => {
    throw new Error('not connected')
  }
  const destroyLink = vi.fn()
  const batchLink = vi.fn()
  const sync = vi.fn(async (call: Parameters<BridgeOptions['sync']>[0]) => {
    await call('SYNC_DAPP_DATA', {
      projectId: 'demo',
      networks: [
        {
          id: 1,
          chainNamespace: 'eip155',
          caipNetworkId: 'eip155:1',
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [] } },
        },
      ],
      sdkVersion: 'test',
    })
    received.push((await call('GET_STATE', null)).view)
  })
  const bridge = createBridge({
    connect: (r) => {
      receive = r
      return { remote: Promise.resolve(frame), destroy: destroyLink, batch: batchLink }
    },
    handlers: {
      STATE: () => null,
      SHOW: () => null,
      HIDE: () => null,
      OPEN_URL: () => ({ opened: false }),
      WARN: () => null,
      ANNOUNCE: () => null,
      HOST_WALLET_REQUEST: () => null,
      STORAGE_SET: () => null,
    },
    storedEntries: () => ({ 'porthole:connectorRdns': 'dev.porthole.devwallet' }),
    sync,
    timeoutMs,
    callTimeoutMs: 50,
    heartbeatMs: 20,
    version: hostVersion,
  })
  const callHost = createCaller(frameCalls, (envelope) => receive(envelope), {
    wire,
    version: frameVersion,
  })
  const ready = (protocolVersion = frameVersion, capabilities: string[] = []) =>
    callHost('READY', { protocolVersion, capabilities })
  return { bridge, ready, sync, received, destroyLink, batchLink, callHost }
}

const settled = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: Error) => error,
  )

describe('createBridge', () => {
  test('default: READY from a frame of the same version is answered, synced, then ready', async () => {
    const { bridge, ready, sync, received } = setup()
    expect(bridge.isReady()).toBe(false)
    await expect(ready()).resolves.toEqual({
      protocolVersion: 1,
      storage: { 'porthole:connectorRdns': 'dev.porthole.devwallet' },
      refs: true,
      batch: true,
    })
    await bridge.ready
    expect(sync).toHaveBeenCalledTimes(1)
    expect(received).toEqual(['Connect'])
    expect(bridge.isReady()).toBe(true)
    await expect(bridge.call('OPEN', {})).resolves.toMatchObject({ open: true })
  })

  test('behavior: the link batches for a frame whose READY says it reads batches, not for others', async () => {
    const { ready, batchLink } = setup()
    await ready(1, ['hostWallets', 'batch'])
    expect(batchLink).toHaveBeenLastCalledWith(true)
    await ready(1, ['hostWallets'])
    expect(batchLink).toHaveBeenLastCalledWith(false)
  })

  test('behavior: an answer naming a STATE push settles with that push, once it has arrived (decision 0283)', async () => {
    let answer = { pushed: 0 }
    const { bridge, ready, callHost } = setup({ frameHandlers: { OPEN: () => answer } })
    await ready()
    await bridge.ready
    // Push 0 is GET_STATE's answer from the sync.
    await expect(bridge.call('OPEN', {})).resolves.toEqual(snapshot)
    const opened = { ...snapshot, open: true }
    await callHost('STATE', opened)
    answer = { pushed: 2 }
    const second = bridge.call('OPEN', {})
    const waiting = new Promise((r) => setTimeout(r, 10, 'waiting'))
    expect(await Promise.race([second, waiting])).toBe('waiting')
    const networks = { ...opened, view: 'Networks' as const }
    await callHost('STATE', networks)
    await expect(second).resolves.toEqual(networks)
    // A frame that loads again numbers its pushes from 1 again.
    await ready()
    answer = { pushed: 1 }
    const third = bridge.call('OPEN', {})
    await callHost('STATE', snapshot)
    await expect(third).resolves.toEqual(snapshot)
  })

  test('behavior: calls made before READY wait for it', async () => {
    const { bridge, ready } = setup()
    const opened = bridge.call('OPEN', { view: 'Networks' })
    await ready()
    await expect(opened).resolves.toMatchObject({ open: true })
  })

  test('error: a non-interactive call the frame never answers rejects with FrameTimeoutError; RPC_REQUEST and PAY wait for the visitor', async () => {
    const never = new Promise<never>(() => {})
    const { bridge, ready } = setup({
      frameHandlers: { CLOSE: () => never, RPC_REQUEST: () => never, PAY: () => never },
    })
    await ready()
    const closed = await settled(bridge.call('CLOSE', null))
    expect(closed).toMatchObject({ name: 'FrameTimeoutError', code: 5102 })
    expect((closed as Error).message).toMatch(/did not answer CLOSE/)
    const rpc = settled(bridge.call('RPC_REQUEST', { method: 'personal_sign' }))
    const payment = settled(
      bridge.call('PAY', {
        orderId: 'order-1',
        recipient: `0x${'12'.repeat(20)}`,
        amount: '1',
        asset: 'eip155:1/slip44:60',
      }),
    )
    const waiting = new Promise((r) => setTimeout(r, 120, 'waiting'))
    expect(await Promise.race([rpc, waiting])).toBe('waiting')
    expect(await Promise.race([payment, waiting])).toBe('waiting')
  })

  test('behavior: a frame one version ahead still speaks ours and is accepted', async () => {
    const { bridge, ready } = setup({ hostVersion: 4, frameVersion: 5 })
    await expect(ready()).resolves.toMatchObject({ protocolVersion: 4 })
    await expect(bridge.ready).resolves.toBeUndefined()
  })

  test.each([
    ['two versions ahead', 3, 5],
    ['one version behind', 4, 3],
  ])(
    'error: a frame %s gets ProtocolMismatchError, and so do ready and every call',
    async (_label, hostVersion, frameVersion) => {
      const { bridge, ready, sync, destroyLink } = setup({ hostVersion, frameVersion })
      const pending = bridge.call('GET_STATE', null)
      const answer = await settled(ready())
      expect(answer).toMatchObject({ name: 'ProtocolMismatchError', code: 5101 })
      const failure = await settled(bridge.ready)
      expect(failure).toMatchObject({ name: 'ProtocolMismatchError', code: 5101 })
      expect(await settled(pending)).toBe(failure)
      expect(await settled(bridge.call('OPEN', {}))).toBe(failure)
      expect(sync).not.toHaveBeenCalled()
      expect(destroyLink).toHaveBeenCalled()
    },
  )

  test('error: READY announcing a version the host cannot speak is refused', async () => {
    const { bridge, ready } = setup({ hostVersion: 3, frameVersion: 3 })
    expect(await settled(ready(7))).toMatchObject({ code: 5101 })
    const failure = await settled(bridge.ready)
    expect(failure).toMatchObject({ name: 'ProtocolMismatchError' })
    expect((failure as Error).message).toMatch(/protocol version 7.*version 3/)
  })

  test('error: a frame that never says READY ends with FrameTimeoutError', async () => {
    const { bridge, destroyLink } = setup({ timeoutMs: 20 })
    const pending = bridge.call('GET_STATE', null)
    const failure = await settled(bridge.ready)
    expect(failure).toMatchObject({ name: 'FrameTimeoutError', code: 5102 })
    expect(await settled(pending)).toBe(failure)
    expect(destroyLink).toHaveBeenCalled()
  })

  test('error: a frame that refuses the sync fails ready with its error', async () => {
    const { bridge, ready } = setup({
      frameHandlers: {
        SYNC_DAPP_DATA: () => {
          throw new Error('project unknown')
        },
      },
    })
    await ready()
    expect(await settled(bridge.ready)).toMatchObject({ code: 5000, message: 'project unknown' })
  })

  test('behavior: destroy rejects pending calls with ModalDestroyedError', async () => {
    const { bridge, destroyLink } = setup()
    const pending = bridge.call('OPEN', {})
    bridge.destroy()
    expect(await settled(pending)).toMatchObject({ name: 'ModalDestroyedError', code: 5105 })
    expect(await settled(bridge.call('OPEN', {}))).toMatchObject({ code: 5105 })
    expect(destroyLink).toHaveBeenCalledTimes(1)
  })

  test('behavior: a frame that reloads and says READY again is re-synced; lost calls get 4900', async () => {
    const { bridge, ready, sync } = setup({
      frameHandlers: { RPC_REQUEST: () => new Promise(() => {}) },
    })
    await ready()
    await bridge.ready
    const lost = bridge.call('RPC_REQUEST', { method: 'personal_sign' })
    await ready()
    expect(await settled(lost)).toMatchObject({ name: 'ProviderDisconnectedError', code: 4900 })
    await vi.waitFor(() => expect(sync).toHaveBeenCalledTimes(2))
  })

  test('error: a frame that stops answering (frozen, dead) rejects pending calls with 4900', async () => {
    let frozen = false
    const never = () => new Promise<never>(() => {})
    const { bridge, ready } = setup({
      frameHandlers: {
        GET_STATE: () => (frozen ? never() : snapshot),
        RPC_REQUEST: never,
      },
    })
    await ready()
    await bridge.ready
    const read = bridge.call('RPC_REQUEST', { method: 'eth_blockNumber' })
    // While the frame answers its probes, a call may wait as long as the user needs.
    expect(
      await Promise.race([settled(read), new Promise((r) => setTimeout(r, 150, 'waiting'))]),
    ).toBe('waiting')
    frozen = true
    expect(await settled(read)).toMatchObject({ name: 'ProviderDisconnectedError', code: 4900 })
    expect(await settled(bridge.call('RPC_REQUEST', { method: 'eth_chainId' }))).toMatchObject({
      code: 4900,
    })
  })

  test('behavior: fail() ends a bridge that is not ready yet with that error, and not a ready one', async () => {
    const early = setup()
    early.bridge.fail(new Error('unknown project'))
    expect(await settled(early.bridge.ready)).toMatchObject({ message: 'unknown project' })
    const late = setup()
    await late.ready()
    await late.bridge.ready
    late.bridge.fail(new Error('too late'))
    await expect(late.bridge.call('OPEN', {})).resolves.toMatchObject({ open: true })
  })
})
