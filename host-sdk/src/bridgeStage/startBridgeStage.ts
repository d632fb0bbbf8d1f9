import { ErrorCode } from '@porthole/shared-protocol/host'
import { createHostStorage } from '../createHostStorage.ts'
import { checkFrameStatus } from '../frame/checkFrameStatus.ts'
import { connectFrame } from '../frame/connectFrame.ts'
import { createFrame } from '../frame/createFrame.ts'
import { forwardHostWalletRequest } from '../hostWallets/forwardHostWalletRequest.ts'
import { watchHostWallet } from '../hostWallets/watchHostWallet.ts'
import { withInjectedWallet } from '../hostWallets/withInjectedWallet.ts'
import { openUrl } from '../openUrl.ts'
import { createBridge } from '../provider/createBridge.ts'
import type { BridgeStage, BridgeStageOptions } from './BridgeStage.ts'

const noop = () => {}
/** How long a frame whose server did not answer `/status` may take to shake hands once loaded. */
const UNREACHABLE_GRACE_MS = 1500
/** How long a frame may take to shake hands before the loader asks the server why not. */
const STATUS_AFTER_MS = 1000

/**
 * The loader's second stage: fills the modal's dialog with the hidden, preloading iframe and
 * connects the bridge to it (handshake, sync, the frame's calls to the page, the status check
 * of a frame slow to shake hands). The first stage runs it once the modal first needs its
 * frame (docs/decisions/0064-the-loader-in-two-stages.md).
 *
 * @example
 * ```ts
 * const stage = startBridgeStage({ ...validateConfig(config), dialog, wallets, consent, setState, onDismiss })
 * await stage.ready
 * await stage.bridge.call('OPEN', {})
 * ```
 */
export function startBridgeStage(options: BridgeStageOptions): BridgeStage {
  const { dappData, theme, origin, setState } = options
  const { projectId } = dappData
  const watched = new Map<string, () => void>()
  const frame = createFrame({
    dialog: options.dialog,
    src: options.src,
    zIndex: theme.themeVariables?.zIndex ?? 999,
    onDismiss: options.onDismiss,
    onInsets: (area) => void bridge.call('SYNC_SAFE_AREA', area).catch(noop),
  })
  const stored = createHostStorage(projectId, () => localStorage)
  let asked = new AbortController()
  const bridge = createBridge({
    connect: connectFrame(frame.iframe.contentWindow!, origin),
    timeoutMs: options.readyTimeoutMs,
    storedEntries: stored.entries,
    handlers: {
      STORAGE_SET: ({ key, value }) => stored.set(key, value),
      STATE: (next) => {
        setState(next)
        return null
      },
      SHOW: () => {
        frame.show()
        return null
      },
      HIDE: () => {
        frame.hide()
        return null
      },
      OPEN_URL: (request) => openUrl(request, window),
      ANNOUNCE: ({ message }) => {
        frame.announce(message)
        return null
      },
      WARN: ({ message }) => {
        console.warn(`[porthole] ${message}`)
        return null
      },
      HOST_WALLET_REQUEST: ({ uuid, request }) => {
        const wallet = wallets.get(uuid)
        if (wallet && !watched.has(uuid))
          watched.set(
            uuid,
            watchHostWallet(uuid, wallet, (event) =>
              bridge.call('HOST_WALLET_EVENT', event).catch(noop),
            ),
          )
        return forwardHostWalletRequest(wallet, request, asked.signal)
      },
    },
    // Each READY (a frame that loaded again) withdraws the wallet requests of the frame before:
    // a wallet that takes an AbortSignal closes their prompts, so approving signs nothing.
    sync: async (call) => {
      asked.abort()
      asked = new AbortController()
      await call('SYNC_DAPP_DATA', dappData)
      await call('SYNC_THEME', theme)
      // A frame that loaded again keeps the visitor's answer.
      const consent = options.consent()
      if (consent) await call('SET_CONSENT', consent)
      await call('SYNC_HOST_WALLETS', { wallets: wallets.list() })
      setState(await call('GET_STATE', null))
    },
  })
  const syncHostWallets = () => {
    if (bridge.isReady()) bridge.call('SYNC_HOST_WALLETS', { wallets: wallets.list() }).catch(noop)
  }
  // A wallet only on window.ethereum joins the page's EIP-6963 wallets (SPEC §5, §9).
  const wallets = withInjectedWallet(options.wallets, {
    exclude: options.provider,
    onChange: syncHostWallets,
  })
  // Ask the frame server, when the frame is slow to shake hands, whether this page may embed
  // the frame: an unknown project or an origin off the allow-list fails `ready` with the cause.
  // A status request that failed may be this page's CSP connect-src rather than a server that
  // is down: it counts only if the frame has not shaken hands soon after its iframe loaded.
  const loaded = new Promise<number>((resolve) =>
    frame.iframe.addEventListener('load', () => {
      // The initial about:blank loads first and is readable (same origin): not the frame yet.
      try {
        void frame.iframe.contentWindow?.location.href
      } catch {
        resolve(Date.now())
      }
    }),
  )
  // Only a frame that has not shaken hands within STATUS_AFTER_MS costs the page this request.
  Promise.race([
    bridge.linked.then(() => true),
    new Promise((r) => setTimeout(r, STATUS_AFTER_MS, false)),
  ]).then(async (linked) => {
    if (linked) return
    let error = await checkFrameStatus(origin, projectId)
    if (error?.code === ErrorCode.frameUnreachable)
      error = await Promise.race([
        bridge.linked.then(() => undefined),
        // The grace runs from the iframe's load, which may be before this request.
        loaded.then(
          (at) =>
            new Promise<typeof error>((r) =>
              setTimeout(r, at + UNREACHABLE_GRACE_MS - Date.now(), error),
            ),
        ),
      ])
    if (error) bridge.fail(error)
  })
  return {
    frame,
    bridge,
    syncHostWallets,
    // Hides the dialog when the frame fails.
    ready: bridge.ready.catch((error) => {
      frame.hide()
      throw error
    }),
    destroy() {
      bridge.destroy()
      frame.destroy()
      for (const stop of watched.values()) stop()
      wallets.stop()
    },
  }
}
