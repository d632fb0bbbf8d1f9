import type { ViewRegistry } from '../core/views/defineView.ts'
import { createAccountViews } from '../features/account/index.ts'
import { createApproveTransactionViews } from '../features/approveTransaction/index.ts'
import { createConnectViews } from '../features/connect/index.ts'
import { createConnectionViews } from '../features/connection/index.ts'
import { createEmbeddedLoginViews } from '../features/embeddedLogin/index.ts'
import { createNamesViews } from '../features/names/index.ts'
import { createNetworksViews } from '../features/networks/index.ts'
import { createOnrampViews } from '../features/onramp/index.ts'
import { createPayViews } from '../features/pay/index.ts'
import { createPermissionsViews } from '../features/permissions/index.ts'
import { createSendViews } from '../features/send/index.ts'
import { createShowCallsStatusViews } from '../features/showCallsStatus/index.ts'
import { createSiwxViews } from '../features/siwx/index.ts'
import { createSocialLoginViews } from '../features/socialLogin/index.ts'
import { createSwapViews } from '../features/swap/index.ts'
import { createWalletConnectViews } from '../features/walletConnect/index.ts'

/**
 * Every view of the modal, one line per feature: each feature defines its views (params,
 * title, who may open them, and the chunk each loads from) in its `views/create<Feature>Views.ts`
 * and names them in its `index.ts` (`FrameViews`). Built per frame app: the chunk loaders keep
 * what they loaded.
 */
export function createViewRegistry(): ViewRegistry {
  return {
    ...createConnectViews(),
    ...createAccountViews(),
    ...createNetworksViews(),
    ...createConnectionViews(),
    ...createWalletConnectViews(),
    ...createOnrampViews(),
    ...createSendViews(),
    ...createSwapViews(),
    ...createNamesViews(),
    ...createApproveTransactionViews(),
    ...createEmbeddedLoginViews(),
    ...createSocialLoginViews(),
    ...createShowCallsStatusViews(),
    ...createPermissionsViews(),
    ...createPayViews(),
    ...createSiwxViews(),
  }
}
