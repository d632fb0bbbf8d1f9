/**
 * The host loader's entry: everything the host needs and nothing that would grow its bundle
 * (no zod). The frame and the api use the full entry, `index.ts`.
 */

export { createCaller } from './bridge/createCaller.ts'
export type { Handlers } from './bridge/createDispatcher.ts'
export { createDispatcher } from './bridge/createDispatcher.ts'
export type { CallName, CallRequest, CallSuccess } from './catalog/defineCall.ts'
export type { PayRequest, PayResult } from './catalog/paySchemas.ts'
export type {
  ConnectorInfo,
  StateAnswer,
  StateRef,
  StateSnapshot,
} from './catalog/StateSnapshotSchema.ts'
export type {
  CaipNetworkId,
  DappData,
  HostSession,
  HostWallet,
  Metadata,
  Namespace,
  Network,
  PublicViewName,
  RpcRequest,
  SiwxConfig,
  ThemeMode,
  ThemeVariables,
  ViewName,
} from './catalog/schemas.ts'
export * from './errors.ts'
export { INJECTED_WALLET_NAME, INJECTED_WALLET_UUID } from './injectedWallet.ts'
export type { Envelope, Response } from './lite/envelope.ts'
export { frameCallsLite } from './lite/frameCalls.ts'
export type { FrameStatus } from './lite/frameStatus.ts'
export { FrameStatusSchema } from './lite/frameStatus.ts'
export { hostCallsLite } from './lite/hostCalls.ts'
export { liteWire } from './lite/liteWire.ts'
export { isWalletScheme, openableUrl } from './origins/openableUrl.ts'
export { isProjectId, PROJECT_ID_RULE } from './projectId.ts'
export { FRAME_READY_TIMEOUT_MS, INJECTED_PROVIDER_WAIT_MS } from './specConstants.ts'
export { validate } from './validation/standardSchema.ts'
export { isAcceptedVersion, PROTOCOL_VERSION } from './version.ts'
