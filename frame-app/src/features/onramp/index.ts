/** The on-ramp feature as other parts of the frame see it: import it only through this file. */

import type { Connection } from '../../core/connection/ConnectionContext.ts'
import type { PartsContext } from '../../core/Feature.ts'
import type { FrameApp } from '../../core/FrameApp.ts'
import { isViewEnabled } from '../../core/views/isViewEnabled.ts'
import { createOnrampSlot } from './createOnrampSlot.ts'
import { onrampAccountOf } from './onrampAccountOf.ts'
import type { OnrampMessageKey } from './onrampMessages.ts'
import { createOnrampViews } from './views/createOnrampViews.ts'

/** OnRamp: its actor is built by the OnRamp chunk on first use. */
export const onrampFeature = {
  views: createOnrampViews,
  parts: (app: PartsContext) => ({
    /** The on-ramp actor of this frame, built by the OnRamp chunk on first use. */
    onramp: createOnrampSlot({
      api: app.api,
      pollIntervalMs: app.options.onrampPollIntervalMs,
      quoteTtlMs: app.options.onrampQuoteTtlMs,
      onCreate: app.rerunLoading,
    }),
    /** Whether OnRamp may show: an api, `features.onramp` not false, not on Bitcoin (none sold). */
    onrampEnabled: () =>
      app.connection.getSnapshot().context.current?.connector.namespace !== 'bip122' &&
      isViewEnabled(app, 'OnRamp'),
  }),
  loaders: {
    OnRamp: (app: FrameApp, current: Connection | null) =>
      app.onramp.current()?.send({ type: 'START', account: onrampAccountOf(current) }),
  },
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    onramp: OnrampMessageKey
  }
}
