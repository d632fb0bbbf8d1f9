import {
  type HostSession,
  type SiwxConfig,
  type SiwxSession,
  siwxRevokeMessage,
  UserRejectedRequestError,
} from '@porthole/shared-protocol'
import type { DataApi } from '../../api/createDataApi.ts'
import type { SignInProof } from '../../connectors/Connector.ts'
import { mapWalletError } from '../../connectors/mapWalletError.ts'
import type { StorageLike } from '../../storage/createFrameStorage.ts'
import { storageKeys } from '../../storage/storageKeys.ts'
import type { Connection } from '../connection/index.ts'
import { sessionCovers } from './sessionCovers.ts'
import { siwxExpiry } from './siwxExpiry.ts'

export type SiwxState = {
  status: 'idle' | 'signing' | 'error'
  /** The connected account's session; null when not signed in. */
  session: HostSession | null
  /** Why the last sign-in failed: the user declined, or anything else. */
  error: 'declined' | 'failed' | null
}

const SIGNATURE_KEY = storageKeys.siwxSignature.key
const INITIAL: SiwxState = { status: 'idle', session: null, error: null }

export type SiwxOptions = {
  api: DataApi | null
  /**
   * The frame's own storage, or null when the browser blocks it. Never the host-backed
   * storage: a signature is a credential (SECURITY.md #7), so without frame storage it lives
   * for the page's life only.
   */
  frameStorage: StorageLike | null
  getConfig: () => SiwxConfig | undefined
  /** The verified host origin: the message's uri, and its host the domain. */
  getHostOrigin: () => string | null
  now?: () => Date
}

/**
 * Sign-in after connecting (SIWE, SIWS, Bitcoin's CAIP-122 with BIP-322): nonce from the api, the wallet signs, the api
 * verifies and keeps the session; after a reload the session is found again by address.
 */
export function createSiwx(options: SiwxOptions) {
  const now = options.now ?? (() => new Date())
  const signatures = new Map<string, string>()
  let state = INITIAL
  const listeners = new Set<() => void>()
  const set = (next: Partial<SiwxState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  const remember = (pci: string, signature: string | null) => {
    if (signature === null) signatures.delete(pci)
    else signatures.set(pci, signature)
    try {
      if (signature === null) options.frameStorage?.removeItem(SIGNATURE_KEY + pci)
      else options.frameStorage?.setItem(SIGNATURE_KEY + pci, signature)
    } catch {
      // Blocked or full: the signature stays in memory for the page's life.
    }
  }
  const recall = (pci: string): string | undefined => {
    try {
      return signatures.get(pci) ?? options.frameStorage?.getItem(SIGNATURE_KEY + pci) ?? undefined
    } catch {
      return signatures.get(pci)
    }
  }
  const toHostSession = (session: SiwxSession, signature?: string): HostSession => {
    const known = signature ?? recall(session.pci)
    return known === undefined ? session : { ...session, signature: known }
  }
  /** The api verifies and keeps the signed message; the session reaches the host. */
  const keep = async (message: string, signature: string) => {
    const session = await options.api!.createSiwxSession({ message, signature })
    remember(session.pci, signature)
    set({ status: 'idle', session: toHostSession(session, signature) })
  }
  const fail = (error: unknown) => {
    const declined = mapWalletError(error) instanceof UserRejectedRequestError
    set({ status: 'error', error: declined ? 'declined' : 'failed' })
    return false
  }
  const hostDomain = () => {
    const origin = options.getHostOrigin()
    return origin ? new URL(origin).host : null
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Whether this connection must be asked to sign in (configured, supported, not signed in). */
    wanted(connection: Connection): boolean {
      const config = options.getConfig()
      return (
        options.api !== null &&
        config?.namespaces.includes(connection.connector.namespace) === true &&
        !sessionCovers(state.session, connection)
      )
    },
    /** Whether declining disconnects the wallet. */
    required: () => options.getConfig()?.required !== false,
    /** An active session of this account and network for this host, if the api has one. */
    async restore(connection: Connection): Promise<boolean> {
      const address = connection.accounts[0]
      const domain = hostDomain()
      if (!options.api || !address || !domain) return false
      const sessions = await options.api.getSiwxSessions(address).catch(() => [])
      const found = sessions.find(
        (session) => session.domain === domain && sessionCovers(session, connection),
      )
      if (!found) return false
      set({ session: toHostSession(found), status: 'idle', error: null })
      return true
    },
    /** Ask the wallet to sign in; true once the api has verified and stored the session. */
    async signIn(connection: Connection): Promise<boolean> {
      const address = connection.accounts[0]
      const origin = options.getHostOrigin()
      const config = options.getConfig()
      if (!options.api || !address || !origin || !config) return false
      set({ status: 'signing', error: null })
      try {
        const nonce = await options.api.getSiwxNonce()
        const issuedAt = now()
        const fields = {
          origin,
          nonce,
          statement: config.statement,
          issuedAt,
          expirationTime: siwxExpiry(issuedAt, config),
        }
        // The signing code loads when the user signs, never in the first paint.
        const { signSiwxMessage } = await import('./chunk.ts')
        const { message, signature } = await signSiwxMessage(connection, fields)
        await keep(message, signature)
        return true
      } catch (error) {
        return fail(error)
      }
    },
    /** The message the wallet signed while connecting (one-click auth), verified by the api. */
    async signInWith(connection: Connection, proof: SignInProof): Promise<boolean> {
      const address = connection.accounts[0]
      if (!options.api || address?.toLowerCase() !== proof.address.toLowerCase()) return false
      set({ status: 'signing', error: null })
      try {
        await keep(proof.message, proof.signature)
        return true
      } catch (error) {
        return fail(error)
      }
    },
    /** Revoke the session at the api (the wallet signs the revocation), then forget it. */
    async signOut(connection: Connection | null): Promise<void> {
      const session = state.session
      if (!session) return
      if (options.api && connection) {
        const { signText } = await import('./chunk.ts')
        const signature = await signText(connection, siwxRevokeMessage(session.pci)).catch(
          (error: unknown) => {
            throw mapWalletError(error)
          },
        )
        await options.api.revokeSiwxSession(session.address, { pci: session.pci, signature })
      }
      remember(session.pci, null)
      set(INITIAL)
    },
    /** Forget the session locally (disconnect, another account). */
    reset() {
      set(INITIAL)
    },
  }
}
export type Siwx = ReturnType<typeof createSiwx>
