import type { AccountState, Modal } from '@porthole/host-sdk'
import { useModalValue } from './useModalValue.ts'

const disconnected: AccountState = {
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
  accounts: {},
}
const read = (modal: Modal) => modal.getAccount()
const subscribe = (modal: Modal, onChange: () => void) => modal.subscribeAccount(onChange)

/**
 * The connected account, as `modal.subscribeAccount` reports it; disconnected on a server.
 *
 * @example
 * ```tsx
 * const { address, isConnected } = useAccount()
 * ```
 */
export function useAccount(): AccountState {
  return useModalValue(read, subscribe, disconnected)
}
