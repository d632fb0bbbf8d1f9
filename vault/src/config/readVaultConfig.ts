import * as z from 'zod/mini'

export const VAULT_CONFIG_ELEMENT_ID = 'porthole-vault-config'

/** What the vault server injects into index.html: the api to call and the one frame origin. */
export const VaultConfigSchema = z.object({
  apiUrl: z.url(),
  frameOrigin: z.url(),
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
