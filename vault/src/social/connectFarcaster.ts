import { VaultError } from '../VaultError.ts'
import type { SocialDeps } from './SocialDeps.ts'

/**
 * CONNECT_FARCASTER (SPEC §4): asks the api once whether the channel was signed. Pending
 * answers `{ pending: true }` (the frame asks again while ConnectingFarcaster shows); a
 * signature the api checked against the fid's custody becomes the session.
 */
export const connectFarcaster = (deps: SocialDeps) => async () => {
  deps.projectId()
  const channelToken = deps.farcaster.channelToken
  if (!channelToken)
    throw new VaultError('FarcasterLoginError', 'Ask for a Farcaster sign-in link first.', {
      code: -32602,
    })
  const answer = await deps.api.completeFarcaster(channelToken).catch((error: unknown) => {
    deps.farcaster.channelToken = null
    throw error
  })
  if (answer.state === 'pending') return { pending: true as const }
  deps.farcaster.channelToken = null
  return deps.completeLogin(answer.session)
}
