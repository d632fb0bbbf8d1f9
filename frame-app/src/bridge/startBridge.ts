import type { Envelope, StateAnswer } from '@porthole/shared-protocol'
import { createCaller, frameCalls, PROTOCOL_VERSION, wire } from '@porthole/shared-protocol'
import { connect, WindowMessenger } from 'penpal'
import type { FrameApp } from '../core/FrameApp.ts'
import type { HostCaller } from '../core/FrameAppOptions.ts'
import { createBatchingMessenger } from './createBatchingMessenger.ts'
import { createHostDispatcher } from './createHostDispatcher.ts'
import { createStatePusher } from './createStatePusher.ts'
import { sealWindowChannel } from './sealWindowChannel.ts'

/** What this frame build can do; the host may adapt to it (SECURITY.md #14). */
export const FRAME_CAPABILITIES = ['hostWallets', 'rpc', 'networks', 'batch'] as const

type Remote = { call(envelope: Envelope): Promise<unknown> }

/**
 * The frame's side of the bridge: a caller for `frameCalls` usable before the handshake
 * (calls wait for it), then `start(app)` connects penpal to the parent, calls READY and
 * pushes STATE on every snapshot change.
 */
export function createBridge(options: {
  allowedOrigins: RegExp[]
  /** `location.ancestorOrigins[0]` where the browser has it. */
  ancestorOrigin: string | null
  onHostOrigin: (origin: string) => void
  /** What the frame stored through the host page, from READY's answer. */
  onStoredEntries?: (entries: Record<string, string>) => void
  onError: (error: unknown) => void
}) {
  let resolveRemote: (remote: Remote) => void = () => undefined
  const remote = new Promise<Remote>((resolve) => {
    resolveRemote = resolve
  })
  const callHost: HostCaller = createCaller(
    frameCalls,
    async (envelope) => (await remote).call(envelope),
    { wire },
  )

  return {
    callHost,
    async start(app: FrameApp) {
      // Whole snapshots until the host says in READY that it takes a STATE push's number.
      let answer: () => StateAnswer = app.getSnapshot
      const dispatch = createHostDispatcher(app, {
        onInvalid: (reason) => options.onError(new Error(reason)),
        answer: () => answer(),
      })
      const stopWatching = watchHandshakeOrigin(options.allowedOrigins, (origin) =>
        options.onHostOrigin(options.ancestorOrigin ?? origin),
      )
      if (options.ancestorOrigin) options.onHostOrigin(options.ancestorOrigin)
      const windowChannel = sealWindowChannel(window)
      const messenger = createBatchingMessenger(
        new WindowMessenger({
          remoteWindow: window.parent,
          allowedOrigins: options.allowedOrigins,
        }),
      )
      const connection = connect<Remote>({ messenger, methods: { call: dispatch } })
      let refs = false
      try {
        resolveRemote(await connection.promise)
        performance.mark('porthole:handshake')
        windowChannel.seal()
        const ready = await callHost('READY', {
          protocolVersion: PROTOCOL_VERSION,
          capabilities: [...FRAME_CAPABILITIES],
        })
        performance.mark('porthole:ready')
        options.onStoredEntries?.(ready.storage ?? {})
        refs = ready.refs === true
        messenger.batch(ready.batch === true)
      } catch (error) {
        stopWatching()
        windowChannel.stop()
        connection.destroy()
        throw error
      }
      const pushes = createStatePusher(app.getSnapshot, (snapshot) => {
        callHost('STATE', snapshot).catch(options.onError)
      })
      if (refs) answer = () => ({ pushed: pushes.check() })
      const unsubscribe = app.subscribe(pushes.offer)
      return () => {
        unsubscribe()
        stopWatching()
        windowChannel.stop()
        connection.destroy()
      }
    },
  }
}

/**
 * penpal accepts the handshake from an allowed origin but does not expose which one; record
 * the origin of the parent's SYN with the same check, so the user can be shown who asks.
 */
function watchHandshakeOrigin(allowed: RegExp[], onOrigin: (origin: string) => void) {
  const listener = (event: MessageEvent) => {
    if (event.source !== window.parent) return
    const data = event.data as { namespace?: unknown; type?: unknown } | null
    if (data?.namespace !== 'penpal' || data.type !== 'SYN') return
    if (allowed.some((re) => re.test(event.origin))) onOrigin(event.origin)
  }
  window.addEventListener('message', listener)
  return () => window.removeEventListener('message', listener)
}
