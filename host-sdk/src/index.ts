export type {
  CaipNetworkId,
  Network,
  PayRequest,
  PayResult,
  StateSnapshot,
  ThemeMode,
  ThemeVariables,
  ViewName,
} from '@porthole/shared-protocol/host'
export { ErrorCode } from '@porthole/shared-protocol/host'
export { AddOnLoadError } from './AddOnLoadError.ts'
export { BrowserRequiredError } from './BrowserRequiredError.ts'
export { createModal } from './createModal.ts'
export type { EIP1193Provider, ProviderListener, RequestArguments } from './createProvider.ts'
export { InsecureContextError } from './InsecureContextError.ts'
export { InvalidConfigError } from './InvalidConfigError.ts'
export type { AccountState, Modal, NetworkState } from './Modal.ts'
export type { ModalConfig, NetworkInput } from './validateConfig.ts'
