import { ProviderDisconnectedError } from '@porthole/shared-protocol'
import type { SignInProof } from '../../Connector.ts'
import type { SignClientLike, WcAuthParams, WcSession } from '../loadSignClient.ts'
import type { buildNamespaces } from '../session/buildNamespaces.ts'
import { readCacaoSignIn } from '../session/readCacaoSignIn.ts'

export type StartedPairing = {
  uri: string | undefined
  /** The wallet's answer: the session, with the sign-in proof of one-click auth. */
  approved: Promise<{ session: WcSession; proof: SignInProof | null }>
}

/**
 * Begin a pairing: one-click auth (`wc_sessionAuthenticate`, which also proposes a session for
 * wallets without it) when `auth` is given, else a plain session proposal for `namespaces`.
 * The answer is awaited at once: the sign-client drops a settlement nobody awaits.
 *
 * @example
 * ```ts
 * const { uri, approved } = await startPairing(client, namespaces, null)
 * showQr(uri)
 * const { session } = await approved
 * ```
 */
export async function startPairing(
  c: SignClientLike,
  namespaces: ReturnType<typeof buildNamespaces>,
  auth: WcAuthParams | null,
): Promise<StartedPairing> {
  if (!auth) {
    const { uri, approval } = await c.connect({ optionalNamespaces: namespaces })
    return { uri, approved: approval().then((approved) => ({ session: approved, proof: null })) }
  }
  const { uri, response } = await c.authenticate(auth)
  const approved = response().then(
    ({ session, auths }) => {
      if (!session) throw new ProviderDisconnectedError('The wallet signed in without a session.')
      return { session, proof: readCacaoSignIn(c, auths, session) }
    },
    (reason: unknown) => {
      // The sign-client rejects with the wallet error's message alone ('User rejected.').
      throw typeof reason === 'string' ? new Error(reason) : reason
    },
  )
  return { uri, approved }
}
