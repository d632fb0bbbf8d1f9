import type { Feature } from '../../core/Feature.ts'
import { bindSiwxActions } from './bindSiwxActions.ts'
import { createSiwx, type Siwx } from './createSiwx.ts'
import { createSiwxViews } from './views/createSiwxViews.ts'
import type { SiwxMessageKey } from './views/SIWXSignMessage/siwxMessages.ts'

export { finishConnect } from './actions/finishConnect.ts'
export { recheckSignIn } from './actions/recheckSignIn.ts'
export type { SiwxState } from './createSiwx.ts'
export { siwxExpiry } from './siwxExpiry.ts'

/** Sign-in (SIWE, SIWS) after connecting, and the session. */
export const siwxFeature = {
  slots: ({ api, dapp, options, settings }) => ({
    siwx: createSiwx({
      api,
      frameStorage: options.frameStorage ?? null,
      getConfig: () => dapp()?.siwx,
      getHostOrigin: () => settings.getSnapshot().context.hostOrigin,
    }),
  }),
  actions: bindSiwxActions,
  views: createSiwxViews,
} satisfies Feature

type SiwxActions = ReturnType<typeof bindSiwxActions>

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** Sign-in (SIWE) after connecting, and the session. */
    siwx: Siwx
  }
}

declare module '../../core/FrameApp.ts' {
  interface FrameActions extends SiwxActions {}
}

declare module '../../core/views/FrameViews.ts' {
  interface FrameViews extends ReturnType<typeof createSiwxViews> {}
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    siwx: SiwxMessageKey
  }
}
