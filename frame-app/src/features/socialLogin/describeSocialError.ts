/** A failed social or Farcaster login as the view says it (branching on names, never text). */
export type SocialLoginProblem =
  | { kind: 'closed' }
  | { kind: 'vaultLoad' }
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  /** The account's wallet lives on another device and has no recovery passkey. */
  | { kind: 'noRecovery' }
  /** The api's words: the provider refused, the Farcaster signature is not the account's... */
  | { kind: 'refused'; message: string }

export function describeSocialError(error: unknown): SocialLoginProblem {
  const { name, data, shortMessage, message } = (error ?? {}) as {
    name?: unknown
    data?: { name?: unknown } | undefined
    shortMessage?: unknown
    message?: unknown
  }
  if (name === 'VaultLoadError') return { kind: 'vaultLoad' }
  if (name === 'VaultRequestTimeoutError') return { kind: 'timeout' }
  switch (data?.name) {
    case 'SocialLoginClosedError':
      return { kind: 'closed' }
    case 'ApiUnreachableError':
      return { kind: 'unreachable' }
    case 'RecoveryUnavailableError':
      return { kind: 'noRecovery' }
  }
  return { kind: 'refused', message: String(shortMessage ?? message ?? '') }
}
