import type { CaipNetworkId, Network } from '@porthole/shared-protocol'
import { useDappSettings } from '../../../core/settings/useDappSettings.ts'
import { useConnection } from '../../connection/index.ts'

/** The requested networks and the one shown (the wallet's while connected). */
export function useNetworks(): { networks: Network[]; currentId: CaipNetworkId | null } {
  const { networks } = useDappSettings()
  const { caipNetworkId } = useConnection()
  return { networks, currentId: caipNetworkId }
}
