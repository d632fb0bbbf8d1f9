import type { WcKeyValueStorage } from './createWcStorage.ts'
import { gateVerifyRegister } from './pairing/gateVerifyRegister.ts'
import type { ProposalNamespaces } from './session/buildNamespaces.ts'

/** The part of a sign-client session the frame reads. */
export type WcSession = {
  topic: string
  expiry: number
  namespaces: Record<string, { accounts: string[]; chains?: string[]; methods?: string[] }>
  peer: { metadata: { name: string; icons?: string[] } }
}

/** One-click auth request (`wc_sessionAuthenticate`): a SIWE (CAIP-122) payload and ReCap methods. */
export type WcAuthParams = {
  chains: string[]
  domain: string
  uri: string
  nonce: string
  statement?: string
  exp?: string
  methods: string[]
}

/** A signed CAIP-74 object answering one-click auth; `p.iss` is `did:pkh:<chain>:<address>`. */
export type WcCacao = {
  h: { t: string }
  p: { iss: string; domain: string; nonce: string; [field: string]: unknown }
  s: { t: string; s: string }
}

/** The part of `@walletconnect/sign-client` the frame uses (a fake stands in for it in unit tests). */
export type SignClientLike = {
  connect(params: { optionalNamespaces: ProposalNamespaces }): Promise<{
    uri?: string
    approval: () => Promise<WcSession>
  }>
  /** One-click auth; a wallet without it approves the fallback proposal (`auths` undefined). */
  authenticate(params: WcAuthParams): Promise<{
    uri?: string
    response: () => Promise<{ session?: WcSession; auths?: WcCacao[] }>
  }>
  /** The EIP-4361 text a CACAO's signature covers. */
  formatAuthMessage(params: { request: WcCacao['p']; iss: string }): string
  request<T = unknown>(params: {
    topic: string
    chainId: string
    request: { method: string; params?: unknown }
  }): Promise<T>
  disconnect(params: { topic: string; reason: { code: number; message: string } }): Promise<void>
  session: { getAll(): WcSession[] }
  on(event: string, listener: (payload: unknown) => void): unknown
}

export type SignClientOptions = {
  projectId: string
  relayUrl: string
  storage: WcKeyValueStorage
  metadata: { name: string; description: string; url: string; icons: string[] }
}

/** Storage prefix of the frame's client: the sign-client keeps one core per prefix. */
export const WC_STORAGE_PREFIX = 'porthole'

/**
 * Load `@walletconnect/sign-client` (its own chunk: no WalletConnect code before the modal
 * opens) and start a client on the configured relay, its verify step bounded
 * (`gateVerifyRegister`).
 */
export async function loadSignClient(options: SignClientOptions): Promise<SignClientLike> {
  const { SignClient } = await import('@walletconnect/sign-client')
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: 'error',
    customStoragePrefix: WC_STORAGE_PREFIX,
    storage: options.storage as never,
    metadata: options.metadata,
  })
  const { verify } = client.core
  verify.register = gateVerifyRegister(verify.register, options.relayUrl) as typeof verify.register
  return client as unknown as SignClientLike
}
