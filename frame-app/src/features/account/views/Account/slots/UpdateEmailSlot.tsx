import { type EmbeddedLogin, EmbeddedLoginPart } from './EmbeddedLoginPart.tsx'

const loadUpdateEmail = async (login: EmbeddedLogin) => {
  const module = await import('../../../../embeddedLogin/chunk.ts')
  return () => <module.UpdateEmailSection login={login} />
}

/** Account's "Update email" (SPEC §4 UPDATE_EMAIL) for an email-login wallet, from its lazy chunk. */
export function UpdateEmailSlot() {
  return <EmbeddedLoginPart load={loadUpdateEmail} />
}
