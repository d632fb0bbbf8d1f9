import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import './PageSessionNote.css'
import { SURFACE_NOTE } from '../../../../components/Surface/surface.ts'

/**
 * Said where the vault's storage is blocked (third-party storage off): the wallet's session
 * lasts until the page is closed or reloaded (DESIGN storage rule, SECURITY #7). Nothing
 * where the session persists.
 */
export function PageSessionNote({ login }: { login: EmbeddedLogin }) {
  const embeddedT = useEmbeddedT()
  if (login.connector.sessionPersists()) return null
  return <p className={`${SURFACE_NOTE} ph-page-session`}>{embeddedT('pageSession')}</p>
}
