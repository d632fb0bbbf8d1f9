import type { FrameActions } from '../core/FrameApp.ts'
import type { FrameCore } from '../core/FrameCore.ts'
import { bindAccountActions } from '../features/account/index.ts'
import { bindConnectActions } from '../features/connect/index.ts'
import { bindConnectionActions } from '../features/connection/index.ts'
import { bindModalActions } from '../features/modal/index.ts'
import { bindNamesActions } from '../features/names/index.ts'
import { bindNetworkActions } from '../features/networks/index.ts'
import { bindPayActions } from '../features/pay/index.ts'
import { bindPermissionsActions } from '../features/permissions/index.ts'
import { bindRpcActions } from '../features/rpc/index.ts'
import { bindShowCallsStatusActions } from '../features/showCallsStatus/index.ts'
import { bindSiwxActions } from '../features/siwx/index.ts'
import { bindSmartAccountActions } from '../features/smartAccount/index.ts'
import { bindSocialActions } from '../features/socialLogin/index.ts'
import { bindWalletConnectActions } from '../features/walletConnect/index.ts'
import { bindHostStateActions } from './hostState/bindHostStateActions.ts'

/**
 * The frame's actions bound to one `app`: each feature binds its own (`bind<Feature>Actions`,
 * each action one file under `features/<feature>/actions/`, `(app, params) => …`) and adds
 * them to `FrameActions` in its index.ts. Those that run only after a user's action in a lazy
 * view (sign in, register a name, switch the account type) load from their feature's chunk.ts.
 */
export function bindFrameActions(app: FrameCore): FrameActions {
  return {
    ...bindModalActions(app),
    ...bindSiwxActions(app),
    ...bindConnectActions(app),
    ...bindWalletConnectActions(app),
    ...bindConnectionActions(app),
    ...bindNetworkActions(app),
    ...bindRpcActions(app),
    ...bindShowCallsStatusActions(app),
    ...bindPermissionsActions(app),
    ...bindPayActions(app),
    ...bindHostStateActions(app),
    ...bindAccountActions(app),
    ...bindSmartAccountActions(app),
    ...bindNamesActions(app),
    ...bindSocialActions(app),
  }
}
