import type { HostWallet } from '@porthole/shared-protocol'

/**
 * A wallet the host page announced, for a test: no icon, no rdns.
 * @example testHostWallet('evm-phantom', 'Phantom', 'eip155')
 */
export const testHostWallet = (
  uuid: string,
  name: string,
  namespace: HostWallet['namespace'],
): HostWallet => ({ uuid, name, icon: '', rdns: '', namespace })
