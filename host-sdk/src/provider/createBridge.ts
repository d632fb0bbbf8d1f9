import {
  type CallName,
  type CallRequest,
  type CallSuccess,
  createCaller,
  createDispatcher,
  type Envelope,
  ErrorCode,
  FrameTimeoutError,
  frameCallsLite,
  fromErrorData,
  type Handlers,
  hostCallsLite,
  isAcceptedVersion,
  liteWire,
  ModalDestroyedError,
  PROTOCOL_VERSION,
  ProtocolMismatchError,
  ProviderDisconnectedError,
  type Response,
  type StateRef,
  type StateSnapshot,
} from '@porthole/shared-protocol/host'

type Lite = typeof hostCallsLite

/**
 * Calls the host makes to the frame, typed from the catalog; an answer that names a STATE push
 * (decision 0283) resolves to the snapshot that push carried.
 */
export type HostCaller = <N extends CallName<Lite>>(
  name: N,
  payload: CallRequest<Lite, N>,
) => Promise<Exclude<CallSuccess<Lite, N>, StateRef>>

/** The transport under the bridge: penpal in the browser, a direct function in tests. */
export type BridgeLink = {
  /** The frame's `call`, once the handshake is done. */
  remote: Promise<(envelope: Envelope) => Promise<unknown>>
  /** Whether to send the messages of one task as one batch (the frame reads batches). */
  batch?: (on: boolean) => void
  destroy: () => void
}

export type BridgeOptions = {
  /** Opens the transport; `receive` answers every call the frame makes. */
  connect: (receive: (message: unknown) => Promise<Response>) => BridgeLink
  /** What the host answers, READY aside (the bridge handles it). */
  handlers: Omit<Handlers<typeof frameCallsLite>, 'READY'>
  /** Sends SYNC_DAPP_DATA, SYNC_THEME, SYNC_HOST_WALLETS and GET_STATE after each READY. */
  sync: (call: HostCaller) => Promise<void>
  /** What the frame stored through the host, handed back in READY's answer. */
  storedEntries: () => Record<string, string>
  /** The frame must be ready (handshake, READY and sync) within this time. */
  timeoutMs: number
  /** A non-interactive call must be answered within this time (default 10 s). */
  callTimeoutMs?: number
  /**
   * While calls are pending the frame is probed (GET_STATE) this often (default 2 s); a probe
   * unanswered for twice as long rejects every pending call with 4900.
   */
  heartbeatMs?: number
  /** This side's protocol version; tests change it. */
  version?: number
}

export type Bridge = {
  /** Resolves when the frame is ready; rejects with the error that ended the bridge. */
  ready: Promise<void>
  /** Call the frame once it is ready. Rejects when the bridge fails or is destroyed. */
  call: HostCaller
  /** Whether the frame has been ready (and the bridge has not failed). */
  isReady: () => boolean
  /** Resolves once the frame has shaken hands (before READY); never rejects. */
  linked: Promise<unknown>
  /** Ends the bridge with `error` (ready and pending calls reject with it), unless it is ready. */
  fail: (error: Error) => void
  /** Ends the bridge; calls still pending reject with `ModalDestroyedError`. */
  destroy: () => void
}

/** `answer`, or a rejection (with `error`) once `ms` have passed. */
const within = <T>(answer: Promise<T>, ms: number, error?: Error) => {
  let timeout: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => {
      timeout = setTimeout(reject, ms, error)
    }),
  ]).finally(() => clearTimeout(timeout))
}

/**
 * The host side of the bridge (docs/bridge.md). It answers the frame's calls through the lite
 * dispatcher, checks READY's protocol version (the frame accepts its own version and the one
 * before), runs `sync` and resolves `ready`. A frame it cannot talk to ends everything with
 * `ProtocolMismatchError`, a frame that never gets ready with `FrameTimeoutError`; a frame that
 * reloads and says READY again gets re-synced and the calls it lost reject with 4900.
 *
 * @example
 * ```ts
 * const bridge = createBridge({
 *   connect: connectFrame(iframe.contentWindow!, origin),
 *   handlers: { STATE: (s) => (setState(s), null), SHOW: show, HIDE: hide, OPEN_URL, HOST_WALLET_REQUEST },
 *   sync: async (call) => setState(await call('GET_STATE', null)),
 *   timeoutMs: 20_000,
 * })
 * await bridge.ready
 * await bridge.call('OPEN', { view: 'Networks' })
 * ```
 */
export function createBridge(options: BridgeOptions): Bridge {
  const version = options.version ?? PROTOCOL_VERSION
  const pending = new Set<(error: Error) => void>()
  let failure: Error | undefined
  let connected = false
  let settle!: (error?: Error) => void
  const ready = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve())
  })
  const rejectPending = (error: Error) => {
    for (const reject of pending) reject(error)
    pending.clear()
  }
  const track = <T>(start: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure)
      pending.add(reject)
      start()
        .then(resolve, reject)
        .finally(() => pending.delete(reject))
    })
  const fail = (error: Error) => {
    if (failure) return
    failure = error
    clearTimeout(timer)
    clearInterval(heartbeat)
    settle(error)
    rejectPending(error)
    link.destroy()
  }

  // A frame that died (reloaded into an error page) or froze answers nothing: while calls are
  // pending, probe it; an unanswered probe ends those calls with 4900, and later calls fail at
  // once (each sending a probe that lifts this when the frame answers again) (docs/bridge.md).
  const heartbeatMs = options.heartbeatMs ?? 2000
  let probing = false
  let stalled: Error | undefined
  const probe = () => {
    if (probing) return
    probing = true
    within(raw('GET_STATE', null), heartbeatMs * 2)
      .then(
        () => {
          stalled = undefined
        },
        () => {
          stalled = new ProviderDisconnectedError()
          rejectPending(stalled)
        },
      )
      .finally(() => {
        probing = false
      })
  }
  const heartbeat = setInterval(() => connected && pending.size && probe(), heartbeatMs)

  // The frame's STATE pushes since its READY and the last snapshot it sent: an answer naming
  // push n (decision 0283) settles once push n has arrived, with the snapshot the host holds.
  let pushed = 0
  let latest: StateSnapshot | undefined
  const waiting = new Set<() => void>()
  const caller = createCaller(
    hostCallsLite,
    (envelope) => link.remote.then((call) => call(envelope)),
    { wire: liteWire, version },
  )
  const raw = (async (name, payload) => {
    const answer = await caller(name, payload)
    if (name === 'GET_STATE') latest = answer as StateSnapshot
    if (!answer || typeof answer !== 'object' || !('pushed' in answer)) return answer
    const { pushed: after } = answer as StateRef
    await new Promise<void>((resolve) => {
      const check = () => pushed >= after && waiting.delete(check) && resolve()
      waiting.add(check)
      check()
    })
    return latest
  }) as HostCaller
  // Interactive calls (RPC_REQUEST, PAY) wait for the user; every other call must be answered within
  // `callTimeoutMs` or it rejects with FrameTimeoutError (SECURITY.md #9).
  const call: HostCaller = (name, payload) =>
    track(() =>
      ready.then(() => {
        if (stalled) {
          probe()
          throw stalled
        }
        const answer = raw(name, payload)
        return name === 'RPC_REQUEST' || name === 'PAY'
          ? answer
          : within(
              answer,
              options.callTimeoutMs ?? 10_000,
              new FrameTimeoutError(`The modal frame did not answer ${name}.`),
            )
      }),
    )

  const onReady = async () => {
    if (connected) rejectPending(new ProviderDisconnectedError('The modal frame reloaded.'))
    stalled = undefined
    try {
      await track(() => options.sync(raw))
      connected = true
      clearTimeout(timer)
      settle()
    } catch (error) {
      fail(error as Error)
    }
  }

  // Frames one version ahead are accepted: they still speak this version (isAcceptedVersion).
  const dispatch = createDispatcher(
    frameCallsLite,
    {
      ...options.handlers,
      STATE: (next) => {
        pushed += 1
        latest = next
        for (const check of waiting) check()
        return options.handlers.STATE(next)
      },
      READY: ({ protocolVersion, capabilities }) => {
        if (!isAcceptedVersion(version, protocolVersion))
          throw new ProtocolMismatchError(
            `The modal frame's protocol version ${protocolVersion} is not this loader's version ${version}.`,
          )
        // The frame numbers its STATE pushes from here.
        pushed = 0
        link.batch?.(capabilities.includes('batch'))
        setTimeout(onReady)
        return {
          protocolVersion: version,
          storage: options.storedEntries(),
          refs: true,
          batch: true,
        }
      },
    },
    { wire: liteWire, version: version + 1 },
  )
  const link = options.connect(async (message) => {
    const response = await dispatch(message)
    // Answer the frame first, then end the bridge with the same error.
    if (!response.ok && response.error.code === ErrorCode.protocolMismatch)
      setTimeout(fail, 0, fromErrorData(response.error))
    return response
  })
  const timer = setTimeout(
    () =>
      fail(new FrameTimeoutError(`The modal frame was not ready within ${options.timeoutMs} ms.`)),
    options.timeoutMs,
  )

  return {
    ready,
    call,
    isReady: () => connected && !failure,
    linked: link.remote,
    fail(error) {
      if (!connected) fail(error)
    },
    destroy() {
      ready.catch(() => {})
      fail(new ModalDestroyedError())
    },
  }
}
