import type { Merged } from '../core/Feature.ts'
import { accountFeature } from '../features/account/index.ts'
import { approveTransactionFeature } from '../features/approveTransaction/index.ts'
import { connectFeature } from '../features/connect/index.ts'
import { connectionFeature } from '../features/connection/index.ts'
import { embeddedLoginFeature } from '../features/embeddedLogin/index.ts'
import { modalFeature } from '../features/modal/index.ts'
import { namesFeature } from '../features/names/index.ts'
import { networksFeature } from '../features/networks/index.ts'
import { onrampFeature } from '../features/onramp/index.ts'
import { payFeature } from '../features/pay/index.ts'
import { permissionsFeature } from '../features/permissions/index.ts'
import { rpcFeature } from '../features/rpc/index.ts'
import { sendFeature } from '../features/send/index.ts'
import { showCallsStatusFeature } from '../features/showCallsStatus/index.ts'
import { siwxFeature } from '../features/siwx/index.ts'
import { smartAccountFeature } from '../features/smartAccount/index.ts'
import { socialLoginFeature } from '../features/socialLogin/index.ts'
import { swapFeature } from '../features/swap/index.ts'
import { walletConnectFeature } from '../features/walletConnect/index.ts'

/**
 * Every feature of the frame, one line each: its slots, actions, views, parts, view loaders and
 * watchers are built from here (`createFrameApp`, `bindFrameActions`, `createViewRegistry`),
 * and `FrameActions`, `FeatureParts` and `FrameViews` are declared from it (below). A feature
 * that adds to `FeatureSlots` and is missing here fails the type check.
 */
export const FEATURES = [
  modalFeature,
  siwxFeature,
  connectFeature,
  walletConnectFeature,
  connectionFeature,
  networksFeature,
  rpcFeature,
  showCallsStatusFeature,
  permissionsFeature,
  payFeature,
  accountFeature,
  smartAccountFeature,
  namesFeature,
  socialLoginFeature,
  embeddedLoginFeature,
  approveTransactionFeature,
  sendFeature,
  swapFeature,
  onrampFeature,
] as const

// What the listed features build, as the kernel's interfaces (decision 0300).
declare module '../core/FrameApp.ts' {
  interface FrameActions extends Merged<typeof FEATURES, 'actions'> {}
  interface FeatureParts extends Merged<typeof FEATURES, 'parts'> {}
}
declare module '../core/views/FrameViews.ts' {
  interface FrameViews extends Merged<typeof FEATURES, 'views'> {}
}
