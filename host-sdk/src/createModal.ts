import { ModalDestroyedError, type StateSnapshot } from '@porthole/shared-protocol/host'
import type { AddOnModule } from './addOns/AddOn.ts'
import { loadAddOn } from './addOns/loadAddOn.ts'
import type { BridgeStage } from './bridgeStage/BridgeStage.ts'
import { loadBridgeStage } from './bridgeStage/loadBridgeStage.ts'
import { BrowserRequiredError } from './errors/BrowserRequiredError.ts'
import { InsecureContextError } from './errors/InsecureContextError.ts'
import { addModalDialog, DIALOG_ATTRIBUTE } from './frame/addModalDialog.ts'
import { discoverHostWallets } from './hostWallets/discoverHostWallets.ts'
import type { AccountState, Modal, NetworkState } from './Modal.ts'
import { announceProvider } from './provider/announceProvider.ts'
import { createProvider } from './provider/createProvider.ts'
import { type ModalConfig, validateConfig } from './validateConfig.ts'

const MODAL = Symbol.for('porthole.modal')
const noop = () => {}

/**
 * Create the wallet modal: validates `config`, adds its `<dialog>`, announces `modal.provider`
 * through EIP-6963 and listens for the page's wallets; then, in the same task's wake, fetches
 * the loader's second stage from the frame origin, which adds one hidden, preloaded iframe
 * from `frameUrl` and connects the bridge. Calls made before that wait for it; a second stage
 * that does not load rejects them and `ready` with FrameUnreachableError (5109). Idempotent per
 * projectId: the instance lives on its dialog element (not in module state), so a second call
 * with the same projectId, even from another copy of the loader, returns the same modal until
 * `destroy()`.
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
  const resolved = validateConfig(config)
  const { dappData, origin, theme } = resolved
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
  /** The second stage once it started: the frame and the bridge. */
  let started: BridgeStage | undefined
  const subscribers = new Set<(state: StateSnapshot) => void>()
  const setState = (next: StateSnapshot) => {
    const previous = state
    // An answer naming a STATE push settles with the snapshot that push already set.
    if (previous === next || JSON.stringify(previous) === JSON.stringify(next)) return
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
  const selectNetwork = ({
    caipNetworkId,
    caipNetwork,
    approvedCaipNetworkIds,
    supportsAllNetworks,
  }: Partial<StateSnapshot>): NetworkState => {
    const reference = caipNetworkId?.split(':')[1]
    return {
      caipNetworkId: caipNetworkId ?? undefined,
      chainId: reference && /^\d+$/.test(reference) ? +reference : reference,
      // A frame before SPEC §3's network details sends none: the configured network, then.
      caipNetwork: caipNetwork ?? dappData.networks.find((n) => n.caipNetworkId === caipNetworkId),
      approvedCaipNetworkIds,
      supportsAllNetworks,
    }
  }

  const dialog = addModalDialog(projectId)
  // The second stage (frame and bridge) is fetched at once, off this task: the frame stays
  // preloaded before the visitor can open it, and the page's own script has only this stage
  // to run. Every call that needs the frame waits for it.
  const stage = loadBridgeStage(origin).then(({ startBridgeStage }) => {
    if (destroyed) throw new ModalDestroyedError()
    started = startBridgeStage({
      ...resolved,
      dialog,
      wallets,
      provider: events.provider,
      consent: () => consent,
      setState,
      onDismiss: () => void modal.close(),
    })
    return started
  })
  const bridge = () => stage.then((started) => started.bridge)
  // The modal's own `ready`: the promise whose rejection the page sees (unhandled when nobody
  // awaits it, so a broken setup is visible).
  const ready = stage.then((started) => started.ready)
  const events = createProvider({
    ready,
    getState: () => state,
    send: async (request) => (await bridge()).call('RPC_REQUEST', request),
  })
  // Solana support (Wallet Standard) is a second script from the frame origin, loaded only
  // when a solana network is configured; it announces the page's Solana wallets on the modal's
  // dialog (non-bubbling events no other EIP-6963 listener sees), so the EIP-6963 code serves
  // them too (docs/bridge.md).
  const wallets = discoverHostWallets({
    solanaTarget: dialog,
    exclude: events.provider,
    // The second stage adds a wallet only on window.ethereum to the list it sends.
    onChange: () => started?.syncHostWallets(),
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
      const { frame, bridge } = await stage
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
      // waited for long. Before the second stage there is nothing to close.
      if (!started) return
      const { frame, bridge } = started
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
      await (await bridge()).call('SYNC_THEME', { themeMode })
    },
    async setThemeVariables(variables) {
      const themeVariables = { ...theme.themeVariables, ...variables }
      const { frame, bridge } = await stage
      // Kept (and sent again after a frame reload) only once the frame took them.
      await bridge.call('SYNC_THEME', { themeVariables })
      theme.themeVariables = themeVariables
      frame.setZIndex(themeVariables.zIndex ?? 999)
    },
    async disconnect() {
      setState(await (await bridge()).call('DISCONNECT', null))
    },
    async setLocale(locale) {
      await (await bridge()).call('SET_LOCALE', { locale })
      dappData.locale = locale
    },
    async setConsent(given) {
      consent = { consent: given }
      await (await bridge()).call('SET_CONSENT', consent)
    },
    getSession: () => state?.session ?? undefined,
    subscribeSession: subscribeTo((next) => next.session ?? undefined),
    async signOut() {
      setState(await (await bridge()).call('SIGN_OUT', null))
    },
    async switchNetwork(caipNetworkId) {
      setState(await (await bridge()).call('SWITCH_NETWORK', { caipNetworkId }))
    },
    // The frame shows itself for the payment (and not at all for an order already paid).
    pay: async (request) => (await bridge()).call('PAY', request),
    destroy() {
      destroyed = true
      ready.catch(noop)
      started?.destroy()
      dialog.remove()
      wallets.stop()
      stopAnnouncing()
      subscribers.clear()
      events.clear()
    },
  }
  // The add-on attaches itself to this modal once loaded (for a solana or bip122 network: it
  // also announces the page's Wallet Standard Bitcoin wallets); a script that does not load
  // leaves the page without those wallets, and `open({ namespace: 'solana' })` says so. A page that
  // has it already (`registerSolana` from npm, or a modal before) attaches it at once.
  if (dappData.networks.some((network) => network.chainNamespace !== 'eip155')) {
    const attach = () =>
      (window as unknown as { PortholeSolana: AddOnModule }).PortholeSolana.attach({
        target: dialog,
        modal,
        networks: dappData.networks,
      })
    addOn.solana =
      'PortholeSolana' in window
        ? Promise.resolve(attach())
        : loadAddOn(`${origin}/porthole-solana.js`, attach)
  }
  Object.defineProperty(dialog, MODAL, { value: modal })
  return modal
}
