import type { EmbeddedLogin } from '../../embeddedLogin/index.ts'

/**
 * The vault signed the user in: the flow says connecting, and an account without a recovery
 * method sets one up first (docs/decisions/0040), which the flow says as secure while its
 * attempt is still the current one.
 */
export async function finishLogin(
  login: Pick<EmbeddedLogin, 'afterLogin'>,
  set: (next: { status: 'connecting' | 'secure' }) => void,
  isCurrent: () => boolean,
) {
  set({ status: 'connecting' })
  const next = await login.afterLogin()
  if (isCurrent() && next === 'secure') set({ status: 'secure' })
}
