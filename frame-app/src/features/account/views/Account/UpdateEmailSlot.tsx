import { type EmbeddedLogin, EmbeddedLoginPart } from './EmbeddedLoginPart.tsx'

const loadUpdateEmail = async (login: EmbeddedLogin) => {
  // biome-ignore lint/style/noRestrictedImports: a lazy chunk is loaded by its own path
  const module = await import('../../../embeddedLogin/views/UpdateEmail/UpdateEmailSection.tsx')
  return () => <module.UpdateEmailSection login={login} />
}

/** Account's "Update email" (SPEC §4 UPDATE_EMAIL) for an email-login wallet, from its lazy chunk. */
export function UpdateEmailSlot() {
  return <EmbeddedLoginPart load={loadUpdateEmail} />
}
