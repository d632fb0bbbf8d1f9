import type { Network } from '@porthole/shared-protocol'
import type { watchConnection } from '../connection/index.ts'
import { resolveNetwork } from '../networks/index.ts'
import type { AccountKey } from './data/accountListMachine.ts'

export type ConnectionSource = Parameters<typeof watchConnection>[0]

/** The account whose lists the Account view shows: connected, on a network the dapp supports. */
export function accountKeyOf(connection: ConnectionSource, networks: Network[]): AccountKey | null {
  const snapshot = connection.getSnapshot()
  const { context } = snapshot
  const address = context.current?.accounts[0]
  if (!snapshot.matches('connected') || !address || !context.caipNetworkId) return null
  if (resolveNetwork(context.caipNetworkId, networks).unsupported) return null
  return { address, chainId: context.caipNetworkId }
}
