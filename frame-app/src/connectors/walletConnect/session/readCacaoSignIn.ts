import type { CaipNetworkId } from '@porthole/shared-protocol'
import type { SignInProof } from '../../Connector.ts'
import type { SignClientLike, WcCacao, WcSession } from '../loadSignClient.ts'

/**
 * The sign-in a one-click auth answer carries: the first CACAO by an account of the session,
 * as the EIP-4361 text its signature covers (ReCap statement included) and that signature.
 * Null when the wallet answered the fallback proposal instead (no CACAO).
 */
export function readCacaoSignIn(
  client: Pick<SignClientLike, 'formatAuthMessage'>,
  auths: readonly WcCacao[] | undefined,
  session: WcSession,
): SignInProof | null {
  const accounts = (session.namespaces.eip155?.accounts ?? []).map((account) =>
    (account.split(':')[2] ?? '').toLowerCase(),
  )
  for (const cacao of auths ?? []) {
    const [, , namespace, reference, address] = cacao.p.iss.split(':')
    if (!address || !accounts.includes(address.toLowerCase())) continue
    const message = client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    const caipNetworkId = `${namespace}:${reference}` as CaipNetworkId
    return { address, caipNetworkId, message, signature: cacao.s.s }
  }
  return null
}
