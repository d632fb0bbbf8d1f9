import type { SlotContext } from '../../core/Feature.ts'
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
  slots: (context: SlotContext) => ({
    siwx: createSiwx({
      api: context.api,
      frameStorage: context.options.frameStorage ?? null,
      getConfig: () => context.dapp()?.siwx,
      getHostOrigin: () => context.settings.getSnapshot().context.hostOrigin,
    }),
  }),
  actions: bindSiwxActions,
  views: createSiwxViews,
}

declare module '../../core/FeatureSlots.ts' {
  interface FeatureSlots {
    /** Sign-in (SIWE) after connecting, and the session. */
    siwx: Siwx
  }
}

declare module '../../i18n/LocaleCatalog.ts' {
  interface FeatureCatalogs {
    siwx: SiwxMessageKey
  }
}
