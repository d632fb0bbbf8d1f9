import { type EmbeddedLogin, EmbeddedLoginPart } from './EmbeddedLoginPart.tsx'

const loadRecovery = async (login: EmbeddedLogin) => {
  const [module] = await Promise.all([
    // biome-ignore lint/style/noRestrictedImports: a lazy chunk is loaded by its own path
    import('../../../embeddedLogin/views/Recovery/RecoveryPanel.tsx'),
    login.loadRecovery(),
  ])
  return () => <module.RecoveryPanel login={login} />
}

/**
 * Account's recovery panel for an embedded wallet, from the email login's lazy chunk: the
 * passkey's status, read from the vault as the panel opens, and the vault's button.
 */
export function RecoverySlot() {
  return <EmbeddedLoginPart load={loadRecovery} />
}
