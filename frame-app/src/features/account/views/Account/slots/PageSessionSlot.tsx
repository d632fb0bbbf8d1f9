import { type EmbeddedLogin, EmbeddedLoginPart } from './EmbeddedLoginPart.tsx'

const loadNote = async (login: EmbeddedLogin) => {
  const module = await import('../../../../embeddedLogin/chunk.ts')
  return () => <module.PageSessionNote login={login} />
}

/**
 * Account's line for an embedded wallet whose vault storage the browser blocks (SECURITY #7):
 * the session lasts for the page, and the user is told so.
 */
export function PageSessionSlot() {
  return <EmbeddedLoginPart load={loadNote} />
}
