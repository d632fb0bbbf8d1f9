import { type HostWallet, INJECTED_WALLET_UUID } from '@porthole/shared-protocol'
import type { Connector } from '../Connector.ts'

/**
 * What the connector of a host-page wallet says of itself: the wallet's uuid, name, icon and
 * rdns as the host reported them; SPEC §3's INJECTED type for the wallet found only on
 * `window.ethereum`, ANNOUNCED for every other.
 */
export const hostWalletInfo = (
  wallet: HostWallet,
): Pick<Connector, 'id' | 'name' | 'type' | 'namespace' | 'imageUrl' | 'rdns'> => ({
  id: wallet.uuid,
  name: wallet.name,
  type: wallet.uuid === INJECTED_WALLET_UUID ? 'INJECTED' : 'ANNOUNCED',
  namespace: wallet.namespace,
  imageUrl: wallet.icon,
  rdns: wallet.rdns,
})
