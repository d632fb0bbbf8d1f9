import { originPatternToRegExp, resolveAllowedOrigins } from '@porthole/shared-protocol'
import { createFrameServices } from '../api/createFrameServices.ts'
import { checkEmbedding } from '../bridge/checkEmbedding.ts'
import { createBridge } from '../bridge/startBridge.ts'
import { FRAME_CONFIG_ELEMENT_ID } from '../config/FrameConfigSchema.ts'
import { parseFrameConfig } from '../config/parseFrameConfig.ts'
import type { FrameApp } from '../core/FrameApp.ts'
import { loadOnIntent, type WalletConnect } from '../features/walletConnect/index.ts'
import { createHostBackedStorage, usableLocalStorage } from '../storage/createHostBackedStorage.ts'
import type { StorageAccessDocument } from '../storage/createSecretStore.ts'
import { mayHoldSession } from '../storage/mayHoldSession.ts'
import { createFrameApp } from './createFrameApp.ts'

const log = (message: string, detail?: unknown) =>
  detail === undefined
    ? console.error(`[porthole] ${message}`)
    : console.error(`[porthole] ${message}`, detail)

/**
 * Read the injected config, refuse to run outside an allowed embedding, build the frame app
 * and start the bridge. Returns null (render nothing, no handshake) when it must not start.
 */
export function bootFrame(win: Window): {
  app: FrameApp
  walletConnect: (() => Promise<WalletConnect>) | null
  isMobile: boolean
} | null {
  const parsed = parseFrameConfig(win.document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent)
  if (!parsed.ok) {
    log(parsed.error)
    return null
  }
  const allowedOrigins = resolveAllowedOrigins(parsed.config).map(originPatternToRegExp)
  const ancestors = win.location.ancestorOrigins ? [...win.location.ancestorOrigins] : null
  const embedding = checkEmbedding(
    { framed: win.parent !== win, ancestorOrigins: ancestors },
    allowedOrigins,
  )
  if (!embedding.ok) {
    log(embedding.reason)
    return null
  }
  const isMobile =
    win.matchMedia('(pointer: coarse)').matches && win.matchMedia('(max-width: 768px)').matches
  let app: FrameApp | null = null
  // Frame storage when the browser allows it here, else the host page's for harmless
  // preferences only (SECURITY.md #7; WalletConnect keeps its keys in its secret store).
  const localStorage = usableLocalStorage(win)
  const hostStorage = localStorage
    ? null
    : createHostBackedStorage(
        (key, value) => bridge.callHost('STORAGE_SET', { key, value }),
        (error) => log('Could not store in the host page', error),
      )
  const bridge = createBridge({
    allowedOrigins,
    ancestorOrigin: embedding.ancestorOrigin,
    onHostOrigin: (origin) => app?.settings.send({ type: 'SET_HOST_ORIGIN', origin }),
    onStoredEntries: (entries) => hostStorage?.load(entries),
    onError: (error) => log('Bridge error', error),
  })
  const services = createFrameServices(win, parsed.config, () => app, localStorage)
  app = createFrameApp({
    api: services.api,
    ...(services.telemetry ? { onEvent: services.telemetry.track } : {}),
    callHost: bridge.callHost,
    themeMode: win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    isMobile,
    storage: localStorage ?? hostStorage,
    frameStorage: localStorage,
    onError: (error) => log('Host call failed', error),
    ...(parsed.config.vaultUrl
      ? { vault: { url: parsed.config.vaultUrl, version: parsed.config.vaultVersion } }
      : {}),
    coinbase: { keysUrl: parsed.config.coinbaseKeysUrl },
    onrampQuoteTtlMs: parsed.config.onrampQuoteTtlMs,
    receiptTimeoutMs: parsed.config.receiptTimeoutMs,
  })
  const { relayUrl, pairingExpiryMs } = parsed.config
  const frameApp = app
  // Its own chunk, fetched on intent: when the modal first opens, or at once where a stored
  // session may be restored (decision 0036); the sign-client loads later still, when Connect
  // first shows the WalletConnect row (docs/decisions/0075).
  const walletConnect = relayUrl
    ? loadOnIntent(frameApp, () => {
        const loading = import('../features/walletConnect/chunk.ts').then(
          ({ createWalletConnect }) =>
            createWalletConnect({
              app: frameApp,
              relayUrl,
              projectId: parsed.config.projectId,
              callHost: bridge.callHost,
              frameStorage: localStorage,
              document: win.document as StorageAccessDocument,
              permissions: win.navigator.permissions,
              userAgent: win.navigator.userAgent,
              report: (error) => log('WalletConnect', error),
              ...(pairingExpiryMs === undefined ? {} : { pairingExpiryMs }),
            }),
        )
        loading.catch((error: unknown) => log('WalletConnect could not load', error))
        return loading
      })
    : null
  // A stored session is restored (status 'reconnecting') before the host's first eth_accounts:
  // the host is answered once the WalletConnect chunk is in place. Where no earlier page can
  // have left a session, the handshake does not wait for that chunk, nor fetches it
  // (docs/decisions/0258, 0036).
  mayHoldSession(localStorage, win.document as StorageAccessDocument, win.navigator.permissions)
    .then((may) => (may ? walletConnect?.(true).then((wc) => wc.ready) : undefined))
    .catch(() => undefined)
    .then(() => {
      performance.mark('porthole:bridge')
      return bridge.start(frameApp)
    })
    .catch((error: unknown) => log('Could not connect to the host page', error))
  return { app, walletConnect, isMobile }
}
