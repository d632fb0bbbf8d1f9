import { CaipNetworkIdSchema } from '@porthole/shared-protocol'
import * as z from 'zod/mini'
import { VAULT_CONFIG_ELEMENT_ID } from './vaultConfigElementId.ts'

/**
 * What the vault server injects into index.html: the api to call, the one frame origin, and the
 * networks where embedded accounts may become smart accounts (SPEC §6: only those listed).
 */
export const VaultConfigSchema = z.object({
  apiUrl: z.url(),
  frameOrigin: z.url(),
  smartAccountNetworks: z._default(z.array(CaipNetworkIdSchema), []),
  /**
   * Set when the server refuses this page (SPEC §8): the project does not exist or the host
   * origin is not on its allow-list. The vault then answers every request with it.
   */
  refusal: z.optional(z.enum(['InvalidAppConfigError', 'UnverifiedDomainError'])),
})
export type VaultConfig = z.infer<typeof VaultConfigSchema>

export function readVaultConfig(document: Document): VaultConfig {
  const text = document.getElementById(VAULT_CONFIG_ELEMENT_ID)?.textContent ?? ''
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return VaultConfigSchema.parse(json)
}
