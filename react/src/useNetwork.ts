import type { Modal, NetworkState } from '@porthole/host-sdk'
import { useModalValue } from './useModalValue.ts'

const none: NetworkState = {
  caipNetworkId: undefined,
  chainId: undefined,
  caipNetwork: undefined,
  approvedCaipNetworkIds: undefined,
  supportsAllNetworks: undefined,
}
const read = (modal: Modal) => modal.getNetwork()
const subscribe = (modal: Modal, onChange: () => void) => modal.subscribeNetwork(onChange)

/**
 * The active network, as `modal.subscribeNetwork` reports it; none on a server. Switch with
 * `usePorthole().switchNetwork`.
 *
 * @example
 * ```tsx
 * const { chainId, caipNetwork } = useNetwork()
 * ```
 */
export function useNetwork(): NetworkState {
  return useModalValue(read, subscribe, none)
}
