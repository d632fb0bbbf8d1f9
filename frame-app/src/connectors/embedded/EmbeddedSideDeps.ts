import type { CaipNetworkId, Network } from '@porthole/shared-protocol'
import type { ConnectorEvent } from '../Connector.ts'
import type { ApproveRequest } from './approveRequest.ts'
import type { VaultClient } from './createVaultClient.ts'

/**
 * What a login's Solana or Bitcoin connector reads of the embedded (EVM) connector of the same
 * login, beside the account of its own namespace.
 */
export type EmbeddedLoginSide = {
  readonly name: string
  rdns?: string
  disconnect: () => Promise<void>
  subscribe: (listener: (event: ConnectorEvent) => void) => () => void
}

/**
 * What a login's Solana or Bitcoin connector is built on: that login, the vault that signs,
 * the dapp's networks and the active one, and ApproveTransaction's hook.
 */
export type EmbeddedSideDeps<Login extends EmbeddedLoginSide> = {
  embedded: Login
  vault: VaultClient
  networks: () => readonly Network[]
  approve: ApproveRequest
  getActiveNetworkId: () => CaipNetworkId | null
}
