/** The id of the page's `<script type="application/json">` holding the vault's config. */
export const VAULT_CONFIG_ELEMENT_ID = 'porthole-vault-config'
