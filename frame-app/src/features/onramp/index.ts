/** The on-ramp feature as other parts of the frame see it: import it only through this file. */

import type { Feature } from '../../core/Feature.ts'
import { createOnrampSlot } from './createOnrampSlot.ts'
import { onrampAccountOf } from './onrampAccountOf.ts'
import type { OnrampMessageKey } from './onrampMessages.ts'
import { createOnrampViews } from './views/createOnrampViews.ts'

/** OnRamp: its actor is built by the OnRamp chunk on first use. */
export const onrampFeature = {
  views: createOnrampViews,
  parts: (app) => ({
    onramp: createOnrampSlot({
      api: app.api,
      pollIntervalMs: app.options.onrampPollIntervalMs,
      quoteTtlMs: app.options.onrampQuoteTtlMs,
      onCreate: app.rerunLoading,
    }),
    /** Whether OnRamp may show: an api, `features.onramp` not false, not on Bitcoin (none sold). */
    onrampEnabled: () =>
      app.connection.getSnapshot().context.current?.connector.namespace !== 'bip122' &&
      (app.views.OnRamp?.enabled({ apiConfigured: app.api !== null, dapp: app.dapp() }) ?? false),
  }),
  loaders: {
    OnRamp: (app, current) =>
      app.onramp.current()?.send({ type: 'START', account: onrampAccountOf(current) }),
  },
} satisfies Feature

declare module '../../core/FrameApp.ts' {
  interface FeatureParts {
    /** The on-ramp actor of this frame, built by the OnRamp chunk on first use. */
    onramp: ReturnType<typeof createOnrampSlot>
    /** Whether OnRamp may show: an api to talk to and `features.onramp` not false. */
    onrampEnabled: () => boolean
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    onramp: OnrampMessageKey
  }
}

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createOnrampViews> {}
}
