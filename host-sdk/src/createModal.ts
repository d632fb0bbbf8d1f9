import { ErrorCode, ModalDestroyedError, type StateSnapshot } from '@porthole/shared-protocol/host'
import type { AddOnModule } from './addOns/AddOn.ts'
import { loadAddOn } from './addOns/loadAddOn.ts'
import { announceProvider } from './announceProvider.ts'
import { BrowserRequiredError } from './BrowserRequiredError.ts'
import { checkFrameStatus } from './checkFrameStatus.ts'
import { connectFrame } from './connectFrame.ts'
import { createBridge } from './createBridge.ts'
import { createFrame, DIALOG_ATTRIBUTE } from './createFrame.ts'
import { createHostStorage } from './createHostStorage.ts'
import { createProvider } from './createProvider.ts'
import { discoverHostWallets } from './hostWallets/discoverHostWallets.ts'
import { forwardHostWalletRequest } from './hostWallets/forwardHostWalletRequest.ts'
import { watchHostWallet } from './hostWallets/watchHostWallet.ts'
import { InsecureContextError } from './InsecureContextError.ts'
import type { AccountState, Modal, NetworkState } from './Modal.ts'
import { openUrl } from './openUrl.ts'
import { type ModalConfig, validateConfig } from './validateConfig.ts'

const MODAL = Symbol.for('porthole.modal')
const noop = () => {}
/** How long a frame whose server did not answer `/status` may take to shake hands once loaded. */
const UNREACHABLE_GRACE_MS = 1500

/** How long a frame may take to shake hands before the loader asks the server why not. */
const STATUS_AFTER_MS = 1000

/**
 * Create the wallet modal: validates `config`, adds one hidden, preloaded iframe from
 * `frameUrl` in a `<dialog>`, connects the bridge and announces `modal.provider` through
 * EIP-6963. Idempotent per projectId: the instance lives on its dialog element (not in module
 * state), so a second call with the same projectId, even from another copy of the loader,
 * returns the same modal until `destroy()`.
 *
 * @example
 * ```ts
 * import { createModal } from '@porthole/host-sdk'
 *
 * const modal = createModal({
 *   projectId: 'my-project',
 *   networks: [{ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum',
 *     nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *     rpcUrls: { default: { http: ['https://eth.merkle.io'] } } }], // optional where the api serves the chain
 *   metadata: { name: 'My dapp' },
 * })
 * button.onclick = () => modal.open()
 * modal.subscribeAccount(({ address, isConnected }) => render(address, isConnected))
 * ```
 */
export function createModal(config: ModalConfig): Modal {
  const { dappData, src, origin, theme, readyTimeoutMs } = validateConfig(config)
  const { projectId } = dappData
  if (typeof document === 'undefined')
    throw new BrowserRequiredError('createModal needs a browser page.')
  if (!globalThis.crypto?.randomUUID)
    throw new InsecureContextError(
      `createModal needs https: (or localhost), not ${location.origin}.`,
    )
  for (const element of document.querySelectorAll(`dialog[${DIALOG_ATTRIBUTE}]`))
    if (element.getAttribute(DIALOG_ATTRIBUTE) === projectId && MODAL in element)
      return element[MODAL] as Modal

  let state: StateSnapshot | null = null
  let destroyed = false
  let consent: { consent: boolean } | undefined
  const subscribers = new Set<(state: StateSnapshot) => void>()
  const watched = new Map<string, () => void>()
  const setState = (next: StateSnapshot) => {
    const previous = state
    if (JSON.stringify(previous) === JSON.stringify(next)) return
    state = next
    events.update(previous, next)
    for (const callback of [...subscribers]) callback(next)
  }
  const subscribeState = (callback: (state: StateSnapshot) => void) => {
    subscribers.add(callback)
    return () => void subscribers.delete(callback)
  }
  const subscribeTo =
    <T>(select: (state: StateSnapshot) => T) =>
    (callback: (value: T) => void) => {
      let last = state && JSON.stringify(select(state))
      return subscribeState((next) => {
        const value = select(next)
        const key = JSON.stringify(value)
        if (key === last) return
        last = key
        callback(value)
      })
    }

  const selectAccount = ({
    address,
    caipAddress,
    status = 'disconnected',
    accounts = {},
  }: Partial<StateSnapshot>): AccountState => ({
    address: address ?? undefined,
    caipAddress: caipAddress ?? undefined,
    isConnected: status === 'connected',
    status,
    accounts,
  })
  const selectNetwork = ({ caipNetworkId }: Partial<StateSnapshot>): NetworkState => {
    const reference = caipNetworkId?.split(':')[1]
    return {
      caipNetworkId: caipNetworkId ?? undefined,
      chainId: reference && /^\d+$/.test(reference) ? +reference : reference,
      caipNetwork: dappData.networks.find((n) => n.caipNetworkId === caipNetworkId),
    }
  }

  const frame = createFrame({
    src,
    projectId,
    zIndex: theme.themeVariables?.zIndex ?? 999,
    onDismiss: () => void modal.close(),
    onInsets: (area) => void bridge.call('SYNC_SAFE_AREA', area).catch(noop),
  })
  const stored = createHostStorage(projectId, () => localStorage)
  let asked = new AbortController()
  const bridge = createBridge({
    connect: connectFrame(frame.iframe.contentWindow!, origin),
    timeoutMs: readyTimeoutMs,
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
      if (consent) await call('SET_CONSENT', consent)
      await call('SYNC_HOST_WALLETS', { wallets: wallets.list() })
      setState(await call('GET_STATE', null))
    },
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
  // The modal's own `ready`: hides the dialog when the frame fails, and is the promise whose
  // rejection the page sees (unhandled when nobody awaits it, so a broken setup is visible).
  const ready = bridge.ready.catch((error) => {
    frame.hide()
    throw error
  })
  const events = createProvider({
    ready,
    getState: () => state,
    send: (request) => bridge.call('RPC_REQUEST', request),
  })
  // Solana support (Wallet Standard) is a second script from the frame origin, loaded only
  // when a solana network is configured; it announces the page's Solana wallets on the modal's
  // dialog (non-bubbling events no other EIP-6963 listener sees), so the EIP-6963 code serves
  // them too (docs/bridge.md).
  const wallets = discoverHostWallets({
    solanaTarget: frame.dialog,
    exclude: events.provider,
    onChange: (list) => {
      if (bridge.isReady()) bridge.call('SYNC_HOST_WALLETS', { wallets: list }).catch(noop)
    },
  })
  const stopAnnouncing = announceProvider(events.provider)

  const addOn: { solana?: Promise<void> } = {}
  const modal: Modal = {
    ready,
    provider: events.provider,
    async open(options = {}) {
      if (destroyed) throw new ModalDestroyedError()
      // Rejects with AddOnLoadError before anything shows.
      if (options.namespace === 'solana') await addOn.solana
      frame.show()
      try {
        const next = await bridge.call('OPEN', options)
        setState(next)
        // A HIDE the frame sent before it took this OPEN (a view that closes on its own timer,
        // as "Switched to …" does) reaches the page after show() and hid the dialog: the
        // answer, sent after that HIDE, is the frame's state now.
        if (next.open) frame.show()
      } catch (error) {
        frame.hide()
        throw error
      }
    },
    async close() {
      // The frame answers CLOSE once its card is gone; a frame that does not answer is not
      // waited for long.
      if (bridge.isReady())
        await Promise.race([
          bridge.call('CLOSE', null).then(setState, noop),
          new Promise((resolve) => setTimeout(resolve, 500)),
        ])
      frame.hide()
    },
    getState: () => state,
    subscribeState,
    getAccount: () => selectAccount(state ?? {}),
    subscribeAccount: subscribeTo(selectAccount),
    getNetwork: () => selectNetwork(state ?? {}),
    subscribeNetwork: subscribeTo(selectNetwork),
    async setThemeMode(themeMode) {
      theme.themeMode = themeMode
      await bridge.call('SYNC_THEME', { themeMode })
    },
    async setThemeVariables(variables) {
      const themeVariables = { ...theme.themeVariables, ...variables }
      // Kept (and sent again after a frame reload) only once the frame took them.
      await bridge.call('SYNC_THEME', { themeVariables })
      theme.themeVariables = themeVariables
      frame.setZIndex(themeVariables.zIndex ?? 999)
    },
    async disconnect() {
      setState(await bridge.call('DISCONNECT', null))
    },
    async setLocale(locale) {
      await bridge.call('SET_LOCALE', { locale })
      dappData.locale = locale
    },
    async setConsent(given) {
      consent = { consent: given }
      await bridge.call('SET_CONSENT', consent)
    },
    getSession: () => state?.session ?? undefined,
    subscribeSession: subscribeTo((next) => next.session ?? undefined),
    async signOut() {
      setState(await bridge.call('SIGN_OUT', null))
    },
    async switchNetwork(caipNetworkId) {
      setState(await bridge.call('SWITCH_NETWORK', { caipNetworkId }))
    },
    destroy() {
      destroyed = true
      ready.catch(noop)
      bridge.destroy()
      frame.destroy()
      wallets.stop()
      stopAnnouncing()
      for (const stop of watched.values()) stop()
      subscribers.clear()
      events.clear()
    },
  }
  // The add-on attaches itself to this modal once loaded; a script that does not load leaves
  // the page without Solana wallets, and `open({ namespace: 'solana' })` says so. A page that
  // has it already (`registerSolana` from npm, or a modal before) attaches it at once.
  if (dappData.networks.some((network) => network.chainNamespace === 'solana')) {
    const attach = () =>
      (window as unknown as { PortholeSolana: AddOnModule }).PortholeSolana.attach({
        target: frame.dialog,
        modal,
        networks: dappData.networks,
      })
    addOn.solana =
      'PortholeSolana' in window
        ? Promise.resolve(attach())
        : loadAddOn(`${origin}/porthole-solana.js`, attach)
  }
  Object.defineProperty(frame.dialog, MODAL, { value: modal })
  return modal
}
