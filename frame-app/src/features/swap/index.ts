/** The swap feature as other parts of the frame see it: import it only through this file. */

import type { Connection } from '../../core/connection/ConnectionContext.ts'
import type { PartsContext } from '../../core/Feature.ts'
import type { FrameApp } from '../../core/FrameApp.ts'
import { isViewEnabled } from '../../core/views/isViewEnabled.ts'
import { currentConnection } from '../connection/index.ts'
import { createSwapSlot } from './createSwapSlot.ts'
import { swapAccountOf } from './swapAccountOf.ts'
import type { SwapMessageKey } from './swapMessages.ts'
import { createSwapViews } from './views/createSwapViews.ts'

export { swapAccountOf } from './swapAccountOf.ts'

/** Swap: its actor is built by the Swap chunk on first use. */
export const swapFeature = {
  views: createSwapViews,
  parts: (app: PartsContext) => ({
    /** The swap actor of this frame, built by the Swap chunk on first use. */
    swap: createSwapSlot(
      {
        api: app.api,
        chainClients: app.chainClients,
        current: () => currentConnection(app),
        networks: () => app.dapp()?.networks ?? [],
        sent: app.accountData.sent,
        // A finished swap ends on Account's Tokens, as a finished send on Account: the snackbar
        // above says what was swapped (decision 0072).
        returnToAccount: () => {
          app.actions.showAccount()
          app.actions.selectAccountTab('tokens')
        },
      },
      app.rerunLoading,
    ),
    /** Whether Swap may show: an api, `features.swaps` not false, not on Bitcoin (no swaps). */
    swapEnabled: () =>
      app.connection.getSnapshot().context.current?.connector.namespace !== 'bip122' &&
      isViewEnabled(app, 'Swap'),
  }),
  loaders: {
    Swap: (app: FrameApp, current: Connection | null) =>
      app.swap.current()?.send({ type: 'START', account: swapAccountOf(current) }),
  },
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    swap: SwapMessageKey
  }
}
