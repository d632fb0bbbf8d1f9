import type { EmbeddedUser } from '../social/SocialDeps.ts'
import type { DeviceRecord, VaultSession, VaultStorage } from '../storage/createVaultStorage.ts'

/**
 * GET_USER's answer for the signed-in account (SPEC §3): with EIP-7702 both account types
 * share the address; the smart account is offered where it is enabled for the chain.
 */
export async function readUser(vault: {
  storage: VaultStorage
  /** The signed-in session and this device's record of it, else `NotConnectedError`. */
  device: () => Promise<{ current: VaultSession; record: DeviceRecord }>
  /** The chain the frame last named, as it named it and as a CAIP-2 id. */
  chainId: () => number | string
  caipNetworkId: () => string
  smartAccountNetworks: readonly string[]
}): Promise<EmbeddedUser> {
  const { current, record } = await vault.device()
  const enabled = vault.smartAccountNetworks.includes(vault.caipNetworkId())
  const preferred = enabled
    ? await vault.storage.getPreferredAccountType(
        current.projectId,
        current.email,
        vault.caipNetworkId(),
      )
    : 'eoa'
  return {
    email: current.email,
    address: record.evmAddress,
    solanaAddress: record.solanaAddress,
    chainId: vault.chainId(),
    accounts: [
      { address: record.evmAddress, type: 'eoa' as const },
      ...(enabled ? [{ address: record.evmAddress, type: 'smartAccount' as const }] : []),
    ],
    preferredAccountType: preferred,
    sessionPersists: await vault.storage.isPersistent(),
    ...(current.username ? { userName: current.username } : {}),
    ...(current.provider ? { socialProvider: current.provider } : {}),
  }
}
