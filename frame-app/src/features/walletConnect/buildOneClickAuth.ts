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
 * null for a plain session proposal. A host with Solana or Bitcoin networks too gets the plain
 * proposal: a one-click session holds eip155 only, and would leave those namespaces out
 * (each connection then signs in after connecting).
 */
export async function buildOneClickAuth(app: FrameApp): Promise<WcAuthParams | null> {
  const { dapp, hostOrigin } = app.settings.getSnapshot().context
  const config = dapp?.siwx
  const active =
    app.connection.getSnapshot().context.caipNetworkId ?? app.storage.getActiveNetworkId()
  const namespaces = buildNamespaces(dapp?.networks ?? [], active)
  const chains = namespaces.eip155?.chains ?? []
  const onlyEvm = Object.keys(namespaces).every((namespace) => namespace === 'eip155')
  if (!app.api || !hostOrigin || !config?.namespaces.includes('eip155') || !chains.length)
    return null
  if (!onlyEvm) return null
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
