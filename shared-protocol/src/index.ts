export { createCaller } from './bridge/createCaller.ts'
export type { Handlers } from './bridge/createDispatcher.ts'
export { createDispatcher } from './bridge/createDispatcher.ts'
export type { Wire } from './bridge/Wire.ts'
export type { Call, CallName, CallRequest, CallSuccess, Catalog } from './catalog/defineCall.ts'
export { defineCall } from './catalog/defineCall.ts'
export type { EmbeddedLoginCalls } from './catalog/embeddedLoginCalls.ts'
export {
  EmbeddedUserSchema,
  embeddedLoginCalls,
  embeddedLoginEvents,
  wireNames,
} from './catalog/embeddedLoginCalls.ts'
export { EnvelopeSchema, ResponseSchema } from './catalog/envelope.ts'
export type { FrameCalls } from './catalog/frameCalls.ts'
export { frameCalls } from './catalog/frameCalls.ts'
export type { HostCalls } from './catalog/hostCalls.ts'
export { hostCalls } from './catalog/hostCalls.ts'
export { ProjectIdSchema } from './catalog/ProjectIdSchema.ts'
export type { PayRequest, PayResult } from './catalog/paySchemas.ts'
export {
  ORDER_ID_PATTERN,
  OrderIdSchema,
  PayAddressSchema,
  PayAmountSchema,
  PayAssetSchema,
  PayRequestSchema,
  PayResultSchema,
  parsePayAsset,
} from './catalog/paySchemas.ts'
export * from './catalog/StateSnapshotSchema.ts'
export * from './catalog/schemas.ts'
export { siwxRevokeMessage } from './catalog/siwxRevokeMessage.ts'
export { type VaultErrorName, VaultErrorNameSchema } from './catalog/vaultErrorNames.ts'
export type { VaultCallName, VaultMessage } from './catalog/vaultMessages.ts'
export {
  callNameOf,
  DEFAULT_VAULT_VERSION,
  VAULT_TIMEOUTS,
  VaultMessageSchema,
  VaultRequestSchema,
} from './catalog/vaultMessages.ts'
export { wire } from './catalog/wire.ts'
export * from './errors.ts'
export { INJECTED_WALLET_NAME, INJECTED_WALLET_UUID } from './injectedWallet.ts'
export type { Envelope, Response } from './lite/envelope.ts'
export type { FrameStatus } from './lite/frameStatus.ts'
export { FrameStatusSchema } from './lite/frameStatus.ts'
export { NODE_READ_METHODS } from './nodeReadMethods.ts'
export type { OriginPolicy } from './origins/frameAncestors.ts'
export { buildFrameAncestors, resolveAllowedOrigins } from './origins/frameAncestors.ts'
export {
  DEFAULT_ALLOWED_ORIGINS,
  InvalidOriginPatternError,
  matchAnyOrigin,
  matchOrigin,
  originPatternToRegExp,
} from './origins/matchOrigin.ts'
export { isWalletScheme, openableUrl } from './origins/openableUrl.ts'
export { isProjectId, PROJECT_ID_RULE } from './projectId.ts'
export type { RpcMethodClass } from './rpcMethodPolicy.ts'
export { APPROVAL_RPC_METHODS, classifyRpcMethod, SAFE_RPC_METHODS } from './rpcMethodPolicy.ts'
export * from './smartAccount.ts'
export * from './specConstants.ts'
export { DEFAULT_SWAP_SLIPPAGE_PERCENT } from './swapSlippage.ts'
export { describeZodIssue, installZodMessages } from './validation/readableZodMessages.ts'
export type { StandardSchemaV1 } from './validation/standardSchema.ts'
export { formatIssues, validate } from './validation/standardSchema.ts'
export { isAcceptedVersion, PROTOCOL_VERSION } from './version.ts'
