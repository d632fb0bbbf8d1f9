/** The send feature as other parts of the frame see it: import it only through this file. */

import type { Feature } from '../../core/Feature.ts'
import { refreshBalances } from '../account/index.ts'
import { createSendSlot, type SendSlot } from './createSendSlot.ts'
import { sendAccountOf } from './sendAccountOf.ts'
import type { SendMessageKey } from './sendMessages.ts'
import { createSendViews } from './views/createSendViews.ts'

/** Send (EVM, Solana and Bitcoin). */
export const sendFeature = {
  slots: ({ rerunLoading }) => ({ send: createSendSlot(rerunLoading) }),
  views: createSendViews,
  parts: ({ api, dapp, views }) => ({
    sendEnabled: () => views.Send?.enabled({ apiConfigured: api !== null, dapp: dapp() }) ?? false,
  }),
  loaders: {
    Send: (app, current) => {
      refreshBalances(app)
      const networks = app.settings.getSnapshot().context.dapp?.networks ?? []
      return app.send.current()?.send({ type: 'START', account: sendAccountOf(current, networks) })
    },
  },
} satisfies Feature

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** The send flow's actor, created by the Send chunk on first use. */
    send: SendSlot
  }
}

declare module '../../core/FrameApp.ts' {
  interface FeatureParts {
    /** Whether Send may show: `features.send` not false. */
    sendEnabled: () => boolean
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    send: SendMessageKey
  }
}

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createSendViews> {}
}
