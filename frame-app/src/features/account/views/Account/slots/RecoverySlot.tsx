import { type EmbeddedLogin, EmbeddedLoginPart } from './EmbeddedLoginPart.tsx'

const loadRecovery = async (login: EmbeddedLogin) => {
  const [module] = await Promise.all([
    import('../../../../embeddedLogin/chunk.ts'),
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
