import type { CaipNetworkId } from '@porthole/shared-protocol'

/**
 * SPEC §5: names exist on some namespaces only. Ours are ENSIP-11 names signed by an EVM
 * account (`coinTypeOf`), so only an eip155 connection is offered one.
 */
export function namesSupported(caipNetworkId: CaipNetworkId): boolean {
  return caipNetworkId.startsWith('eip155:')
}
