import type { Accounts } from './custody/deriveAccounts.ts'
import type { VaultSession, VaultStorage } from './storage/createVaultStorage.ts'

/** What a vault message handler in its own file gets from `createVault`. */
export type VaultContext = {
  storage: VaultStorage
  /** The signed-in session, else `NotConnectedError` (4100). */
  session: () => Promise<VaultSession>
  /** The signed-in account's EVM address, else `NotConnectedError`. */
  address: () => Promise<string>
  /** The chain the frame last named (GET_USER, SWITCH_NETWORK) as a CAIP-2 id. */
  caipNetworkId: () => string
  /** SPEC §6: the networks where smart accounts are enabled (the vault's config). */
  smartAccountNetworks: readonly string[]
  /**
   * Rebuilds the key from the device and api shares for this one use (the accounts and the
   * secret they derive from), then forgets it.
   */
  withAccountKey: <T>(use: (accounts: Accounts, secret: Uint8Array) => Promise<T>) => Promise<T>
}
