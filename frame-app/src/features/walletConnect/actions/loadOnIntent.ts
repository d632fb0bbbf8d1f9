import type { FrameCore } from '../../../core/FrameCore.ts'
import type { WalletConnect } from '../createWalletConnect.ts'

/**
 * WalletConnect's chunk fetched on intent (issue 43, decision 0036): `load` runs once, the
 * first time anyone asks (a stored session to restore at boot, a view that shows the
 * WalletConnect row) or when the modal first opens, whichever comes first. Before that the
 * hidden frame fetches only what painting Connect needs. Returns the one shared `load`.
 *
 * @example
 * ```ts
 * const walletConnect = loadOnIntent(app, () => import('./chunk.ts').then(create))
 * if (await mayHoldSession(...)) await (await walletConnect()).ready
 * ```
 */
export function loadOnIntent(
  app: Pick<FrameCore, 'viewStack'>,
  load: () => Promise<WalletConnect>,
): () => Promise<WalletConnect> {
  let loading: Promise<WalletConnect> | undefined
  const once = () => {
    loading ??= load()
    subscription.unsubscribe()
    return loading
  }
  const subscription = app.viewStack.subscribe((snapshot) => {
    if (snapshot.matches('open')) once()
  })
  if (app.viewStack.getSnapshot().matches('open')) once()
  return once
}
