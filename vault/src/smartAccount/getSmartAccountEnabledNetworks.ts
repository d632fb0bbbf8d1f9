import type { VaultContext } from '../VaultContext.ts'

/** GET_SMART_ACCOUNT_ENABLED_NETWORKS: the networks of the vault's config (SPEC §6). */
export const getSmartAccountEnabledNetworks = (context: VaultContext) => async () => ({
  smartAccountEnabledNetworks: [...context.smartAccountNetworks],
})
