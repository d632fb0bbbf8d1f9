import { matchAnyOrigin, resolveAllowedOrigins } from '@porthole/shared-protocol'
import { type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import type { AppDeps } from '../../AppEnv.ts'
import { saveChallenge, takeChallenge } from '../../db/embedded/embeddedPasskeys.ts'
import {
  type ApiErrorOptions,
  EmbeddedLoginUnavailableError,
  PasskeyUnavailableError,
  PasskeyVerificationError,
} from '../../errors.ts'
import type { Project } from '../../projects/ProjectSchema.ts'
import { deriveEmbeddedKeys } from '../embeddedKeys.ts'

const CHALLENGE_TTL_MS = 5 * 60_000

/** The ceremonies a session holds a challenge for ('recovered': a verified passkey login). */
type ChallengePurpose = 'register' | 'login' | 'recovered'

/**
 * What the recovery-passkey routes share: the server's keys and the vault's origin (the
 * passkey's relying party), the challenge clock and the check that the account's key signed
 * a new auth share.
 */
export function createPasskeySetup(deps: AppDeps) {
  const options = deps.embedded
  const keys = options.secret && deriveEmbeddedKeys(options.secret)
  return {
    configured: () => {
      if (!keys) throw new EmbeddedLoginUnavailableError()
      if (!options.vaultOrigin) throw new PasskeyUnavailableError()
      const origin = options.vaultOrigin
      return { keys, origin, rpID: new URL(origin).hostname }
    },
    now: () => new Date(deps.clock.now()),
    /** Keeps the session's challenge of `purpose` for 5 minutes, replacing the one it had. */
    saveChallenge: (tokenHash: string, purpose: ChallengePurpose, challenge: string) =>
      saveChallenge(deps.db, {
        tokenHash,
        purpose,
        challenge,
        expiresAt: new Date(deps.clock.now() + CHALLENGE_TTL_MS),
      }),
    /**
     * The session's live challenge of `purpose`, used up as it is read; none (never issued,
     * expired or used) is `PasskeyVerificationError` with `error`'s details.
     */
    takeChallenge: async (
      tokenHash: string,
      purpose: ChallengePurpose,
      error?: ApiErrorOptions,
    ) => {
      const at = new Date(deps.clock.now())
      const challenge = await takeChallenge(deps.db, { tokenHash, purpose, at })
      if (!challenge) throw new PasskeyVerificationError(error)
      return challenge
    },
    verifyFailed: (cause: unknown): never => {
      throw new PasskeyVerificationError({ cause })
    },
    /**
     * The host page a ceremony ran under (the vault is nested by the frame, nested by the
     * host: the browser names that page `topOrigin` in the client data), when the project
     * allows it; undefined when the browser names none. A page the project does not allow
     * fails verification.
     */
    topOriginOf: (project: Project, clientDataJSON: string): string | undefined => {
      const parsed: unknown = (() => {
        try {
          return JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
        } catch {
          return undefined
        }
      })()
      const topOrigin = (parsed as { topOrigin?: unknown } | undefined)?.topOrigin
      if (typeof topOrigin !== 'string') return undefined
      if (!matchAnyOrigin(resolveAllowedOrigins(project), topOrigin))
        throw new PasskeyVerificationError({ details: 'the page is not allowed for the project' })
      return topOrigin
    },
    /**
     * The account's key (at `evmAddress`) signed the new auth share, else
     * `PasskeyVerificationError`: only the key's holder may replace the shares.
     */
    requireSignedShares: async (
      evmAddress: string,
      { authShare, signature }: { authShare: string; signature: string },
    ) => {
      const message = `Porthole key shares\n${authShare}`
      const signer = await recoverMessageAddress({ message, signature: signature as Hex }).catch(
        () => undefined,
      )
      if (signer === undefined || !isAddressEqual(signer, evmAddress as Hex))
        throw new PasskeyVerificationError({ details: 'the new shares are not signed by the key' })
    },
  }
}
