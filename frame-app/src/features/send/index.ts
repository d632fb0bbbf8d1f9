/** The send feature as other parts of the frame see it: import it only through this file. */

import type { Connection } from '../../core/connection/ConnectionContext.ts'
import type { PartsContext, SlotContext } from '../../core/Feature.ts'
import type { FrameApp } from '../../core/FrameApp.ts'
import { isViewEnabled } from '../../core/views/isViewEnabled.ts'
import { refreshBalances } from '../account/index.ts'
import { createSendSlot, type SendSlot } from './createSendSlot.ts'
import { sendAccountOf } from './sendAccountOf.ts'
import type { SendMessageKey } from './sendMessages.ts'
import { createSendViews } from './views/createSendViews.ts'

/** Send (EVM, Solana and Bitcoin). */
export const sendFeature = {
  slots: (context: SlotContext) => ({ send: createSendSlot(context.rerunLoading) }),
  views: createSendViews,
  parts: (app: PartsContext) => ({
    /** Whether Send may show: `features.send` not false. */
    sendEnabled: () => isViewEnabled(app, 'Send'),
  }),
  loaders: {
    Send: (app: FrameApp, current: Connection | null) => {
      refreshBalances(app)
      const networks = app.settings.getSnapshot().context.dapp?.networks ?? []
      return app.send.current()?.send({ type: 'START', account: sendAccountOf(current, networks) })
    },
  },
}

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The send flow's actor, created by the Send chunk on first use. */
    send: SendSlot
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    send: SendMessageKey
  }
}
