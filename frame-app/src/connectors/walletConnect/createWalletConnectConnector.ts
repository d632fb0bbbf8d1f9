import type { CaipNetworkId, Network, RpcRequest } from '@porthole/shared-protocol'
import {
  ProviderDisconnectedError,
  toErrorData,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
} from '@porthole/shared-protocol'
import { switchEvmChain } from '../../chains/evm/switchEvmChain.ts'
import type { ConnectorEvent, ConnectResult, SignInProof } from '../Connector.ts'
import type { SignClientLike, WcSession } from './loadSignClient.ts'
import { getPairingExpiry, shouldReusePairing } from './pairing/shouldReusePairing.ts'
import { startPairing } from './pairing/startPairing.ts'
import { buildNamespaces } from './session/buildNamespaces.ts'
import { mapWcError, WcErrorCode } from './session/mapWcError.ts'
import { parseSessionEvent } from './session/parseSessionEvent.ts'
import {
  sessionAccounts as accountsOf,
  sessionChains as chainsOf,
} from './session/sessionAccounts.ts'
import type {
  WalletConnectConnector,
  WalletConnectConnectorOptions,
} from './WalletConnectConnector.ts'
import type { PairingTicket } from './WalletConnectEvent.ts'

/**
 * WalletConnect v2 as a Connector: pairs over the relay (URI shown as a QR code or opened as a
 * wallet link), keeps one session, sends host requests with the session's current chain,
 * validates wallet events and restores the session after a reload without a new scan.
 */
export function createWalletConnectConnector(
  options: WalletConnectConnectorOptions,
): WalletConnectConnector {
  const now = options.now ?? Date.now
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  let clientPromise: Promise<SignClientLike> | null = null
  let session: WcSession | null = null
  const sessionListeners = new Set<(session: WcSession | null) => void>()
  const setSession = (next: WcSession | null) => {
    session = next
    for (const listener of sessionListeners) listener(next)
  }
  let chain: CaipNetworkId | null = null
  let signIn: SignInProof | null = null
  const waiters = new Set<{ resolve: (r: ConnectResult) => void }>()

  const result = (): ConnectResult => ({ accounts: accountsOf(session!), caipNetworkId: chain! })

  const client = () => {
    clientPromise ??= options.loadClient().then((c) => {
      c.on('session_event', onSessionEvent)
      c.on('session_update', (payload) => {
        const { topic, params } = payload as {
          topic: string
          params: { namespaces: WcSession['namespaces'] }
        }
        if (!session || topic !== session.topic) return
        setSession({ ...session, namespaces: params.namespaces })
        emit({ type: 'accountsChanged', accounts: accountsOf(session) })
      })
      const ended = (payload: unknown) => {
        if (!session || (payload as { topic?: string }).topic !== session.topic) return
        setSession(null)
        emit({ type: 'disconnect' })
        options.onEvent({ type: 'ENDED' })
      }
      c.on('session_delete', ended)
      c.on('session_expire', ended)
      return c
    })
    clientPromise.catch(() => {
      clientPromise = null
    })
    return clientPromise
  }

  function onSessionEvent(payload: unknown) {
    try {
      const event = parseSessionEvent(payload)
      if (!session || event.topic !== session.topic) return
      if (event.type === 'chainChanged') {
        chain = event.caipNetworkId
        emit({ type: 'chainChanged', caipNetworkId: event.caipNetworkId })
      } else emit({ type: 'accountsChanged', accounts: event.accounts })
    } catch (error) {
      options.onError(error)
    }
  }

  /** The default chain of a new session: the active network when approved, else the first. */
  const pickChain = (approved: WcSession): CaipNetworkId => {
    const chains = chainsOf(approved)
    const active = options.getActiveNetworkId()
    return (active && chains.includes(active) ? active : chains[0]) as CaipNetworkId
  }

  const settle = (approved: WcSession, proof: SignInProof | null) => {
    signIn = proof
    // Signed in on a network: the connection starts there (the session's network is the wallet's).
    chain =
      proof && chainsOf(approved).includes(proof.caipNetworkId)
        ? proof.caipNetworkId
        : pickChain(approved)
    setSession(approved)
    options.onEvent({ type: 'SESSION' })
    for (const waiter of waiters) waiter.resolve(result())
    waiters.clear()
  }

  /** A session from a URI the frame no longer offers (expired or replaced) is ended, not used. */
  const drop = (c: SignClientLike, stale: WcSession) => {
    c.disconnect({
      topic: stale.topic,
      reason: { code: 6000, message: 'Pairing URI expired.' },
    }).catch(options.onError)
  }

  /** Sign-in wanted: its request; an api that cannot give a nonce leaves a plain proposal. */
  const authParams = () =>
    (options.getAuthParams?.() ?? Promise.resolve(null)).catch((error: unknown) => {
      options.onError(error)
      return null
    })

  /** A new pairing; a rejected or expired proposal gives a fresh one at once. */
  const pair = (): Promise<void> => {
    // The pairing names itself: the machine makes it current when it takes BUFFERING, at once
    // or, sent from inside one of its transitions (the expiry's pairingExpired), right after.
    const pairing: PairingTicket = Symbol('pairing')
    options.onEvent({ type: 'BUFFERING', pairing })
    const current = () => options.getPairing().current === pairing
    return (async () => {
      const c = await client()
      const auth = await authParams()
      const namespaces = buildNamespaces(options.getNetworks(), options.getActiveNetworkId())
      const { uri, approved } = await startPairing(c, namespaces, auth)
      if (!uri) throw new ProviderDisconnectedError('The relay gave no pairing URI.')
      if (current())
        options.onEvent({
          type: 'URI',
          uri,
          expiry: getPairingExpiry(now(), options.pairingExpiryMs),
        })
      approved.then(
        ({ session: approvedSession, proof }) =>
          current() ? settle(approvedSession, proof) : drop(c, approvedSession),
        (error: unknown) => {
          if (!current() || session) return
          options.onEvent({ type: 'DECLINED', error: toErrorData(mapWcError(error)) })
          void pair()
        },
      )
    })().catch((error: unknown) => {
      if (!current()) return
      options.onEvent({ type: 'FAILED', error: toErrorData(mapWcError(error)) })
      options.onError(error)
    })
  }

  /** The URI on offer that the reuse rule lets a view show (SPEC §4), or null. */
  const usableUri = () => {
    const { uri, expiry, shown } = options.getPairing()
    const pending = uri && expiry !== null ? { expiry, shown } : null
    return shouldReusePairing({ pending, now: now(), userAgent: options.userAgent }) ? uri : null
  }

  const requestOn = async (chainId: string, req: RpcRequest): Promise<unknown> => {
    if (!session) throw new ProviderDisconnectedError('No WalletConnect session.')
    const { topic } = session
    const c = await client()
    try {
      return await c.request({ topic, chainId, request: req })
    } catch (error) {
      throw mapWcError(error)
    }
  }
  const request = async (req: RpcRequest): Promise<unknown> => {
    if (!session || !chain) throw new ProviderDisconnectedError('No WalletConnect session.')
    if (req.method === 'eth_accounts') return accountsOf(session)
    if (req.method === 'eth_chainId') return `0x${Number(chain.split(':')[1]).toString(16)}`
    // A method the session did not grant is 4200 (the sign client would throw a plain error):
    // the modal then answers EIP-5792 itself for a wallet without it.
    const granted = session.namespaces.eip155?.methods
    if (granted && !granted.includes(req.method))
      throw new UnsupportedProviderMethodError(`The wallet's session does not allow ${req.method}.`)
    return requestOn(chain, req)
  }

  return {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    namespace: 'eip155',
    async preparePairing() {
      if (session) return
      if (options.getPairing().buffering) return options.pairingSettled()
      if (usableUri()) return
      return pair()
    },
    async showPairing() {
      if (session) return
      if (options.getPairing().buffering) return options.pairingSettled()
      const uri = usableUri()
      if (uri) {
        options.onEvent({ type: 'SHOWN' })
        options.onEvent({ type: 'URI', uri, expiry: options.getPairing().expiry! })
        return
      }
      await pair()
      if (options.getPairing().uri) options.onEvent({ type: 'SHOWN' })
    },
    currentUri: usableUri,
    session: () => session,
    approvedNetworks: () => (session ? (chainsOf(session) as CaipNetworkId[]) : null),
    watchSession(listener) {
      sessionListeners.add(listener)
      return () => sessionListeners.delete(listener)
    },
    requestOn,
    takeSignIn() {
      const proof = signIn
      signIn = null
      return proof
    },
    connect() {
      if (session) return Promise.resolve(result())
      return new Promise<ConnectResult>((resolve) => {
        waiters.add({ resolve })
        const { uri, buffering } = options.getPairing()
        if (!uri && !buffering) void pair()
      })
    },
    async restore() {
      const c = await client()
      const live = c.session
        .getAll()
        .filter((s) => s.expiry * 1000 > now() && accountsOf(s).length > 0)
      const latest = live.at(-1)
      if (!latest) return null
      chain = pickChain(latest)
      setSession(latest)
      return result()
    },
    async disconnect() {
      const ending = session
      signIn = null
      if (ending) setSession(null)
      if (!ending) return
      options.onEvent({ type: 'ENDED' })
      // Ended here either way; an end that does not reach the wallet (a relay that cannot be
      // reached) fails the disconnect, so the user is told the wallet may still list it.
      const c = await client()
      await c.disconnect({
        topic: ending.topic,
        reason: { code: WcErrorCode.userDisconnected, message: 'User disconnected.' },
      })
    },
    request,
    async switchNetwork(network: Network) {
      if (!session) throw new ProviderDisconnectedError('No WalletConnect session.')
      if (!chainsOf(session).includes(network.caipNetworkId))
        throw new UnrecognizedChainError(
          `The wallet did not approve ${network.name} in this session.`,
        )
      await switchEvmChain(request, network, session.peer.metadata.name)
      chain = network.caipNetworkId
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
