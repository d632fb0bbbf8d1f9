import type { FrameCore } from '../../../core/FrameCore.ts'
import type { WalletConnect } from '../createWalletConnect.ts'

/**
 * WalletConnect's chunk fetched on intent (issue 43, decisions 0036 and 0033): `load` runs once,
 * when the modal first opens, or before that when asked with `now` (a stored session to restore
 * at boot). A view that asks while the modal is closed (Connect rendered ahead, hidden) gets it
 * once the modal opens: before that the hidden frame fetches only what painting Connect needs.
 * Returns the one shared loader.
 *
 * @example
 * ```ts
 * const walletConnect = loadOnIntent(app, () => import('./chunk.ts').then(create))
 * if (await mayHoldSession(...)) await (await walletConnect(true)).ready
 * ```
 */
export function loadOnIntent(
  app: Pick<FrameCore, 'viewStack'>,
  load: () => Promise<WalletConnect>,
): (now?: boolean) => Promise<WalletConnect> {
  let loading: Promise<WalletConnect> | undefined
  let opened: (loaded: Promise<WalletConnect>) => void = () => undefined
  const firstOpen = new Promise<WalletConnect>((resolve) => {
    opened = resolve
  })
  firstOpen.catch(() => undefined)
  const once = () => {
    loading ??= load()
    subscription.unsubscribe()
    opened(loading)
    return loading
  }
  const subscription = app.viewStack.subscribe((snapshot) => {
    if (snapshot.matches('open')) once()
  })
  if (app.viewStack.getSnapshot().matches('open')) once()
  return (now = false) => (now || loading ? once() : firstOpen)
}
