import type { WcAuthParams } from '../../connectors/walletConnect/loadSignClient.ts'
import {
  buildNamespaces,
  EIP155_METHODS,
} from '../../connectors/walletConnect/session/buildNamespaces.ts'
import type { FrameApp } from '../../core/FrameApp.ts'
import { siwxExpiry } from '../siwx/index.ts'

/**
 * WalletConnect one-click auth: the SIWE request a new pairing carries when EVM sign-in is
 * configured (a fresh api nonce, the verified host's domain and origin, the statement, the
 * expiry, the session's methods as a ReCap, the EVM networks with the active one first), or
 * null for a plain session proposal.
 */
export async function buildOneClickAuth(app: FrameApp): Promise<WcAuthParams | null> {
  const { dapp, hostOrigin } = app.settings.getSnapshot().context
  const config = dapp?.siwx
  const active =
    app.connection.getSnapshot().context.caipNetworkId ?? app.storage.getActiveNetworkId()
  const chains = buildNamespaces(dapp?.networks ?? [], active).eip155?.chains ?? []
  if (!app.api || !hostOrigin || !config?.namespaces.includes('eip155') || !chains.length)
    return null
  const nonce = await app.api.getSiwxNonce()
  return {
    chains,
    domain: new URL(hostOrigin).host,
    uri: hostOrigin,
    nonce,
    ...(config.statement ? { statement: config.statement } : {}),
    exp: siwxExpiry(new Date(), config).toISOString(),
    methods: [...EIP155_METHODS],
  }
}
