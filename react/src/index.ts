export type {
  AccountState,
  CaipNetworkId,
  Modal,
  ModalConfig,
  Network,
  NetworkState,
  PayRequest,
  PayResult,
  PublicViewName,
  ViewName,
} from '@porthole/host-sdk'
export { ModalNotReadyError } from './ModalNotReadyError.ts'
export { PortholeContext } from './PortholeContext.ts'
export type { PortholeProviderProps } from './PortholeProvider.tsx'
export { PortholeProvider } from './PortholeProvider.tsx'
export { useAccount } from './useAccount.ts'
export type { ModalState } from './useModalState.ts'
export { useModalState } from './useModalState.ts'
export { useNetwork } from './useNetwork.ts'
export type { PayState, UsePayResult } from './usePay.ts'
export { usePay } from './usePay.ts'
export type { PortholeActions } from './usePorthole.ts'
export { usePorthole } from './usePorthole.ts'
export type { Session } from './useSession.ts'
export { useSession } from './useSession.ts'
