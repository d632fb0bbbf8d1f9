export type {
  CaipNetworkId,
  Network,
  PayRequest,
  PayResult,
  PublicViewName,
  StateSnapshot,
  ThemeMode,
  ThemeVariables,
  ViewName,
} from '@porthole/shared-protocol/host'
export { ErrorCode } from '@porthole/shared-protocol/host'
export { createModal } from './createModal.ts'
export { AddOnLoadError } from './errors/AddOnLoadError.ts'
export { BrowserRequiredError } from './errors/BrowserRequiredError.ts'
export { InsecureContextError } from './errors/InsecureContextError.ts'
export { InvalidConfigError } from './errors/InvalidConfigError.ts'
export type { AccountState, Modal, NetworkState } from './Modal.ts'
export type {
  EIP1193Provider,
  ProviderListener,
  RequestArguments,
} from './provider/createProvider.ts'
export type { ModalConfig, NetworkInput } from './validateConfig.ts'
