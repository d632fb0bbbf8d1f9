import type { SocialDeps } from './SocialDeps.ts'

/** GET_FARCASTER_URI (SPEC §4): opens a relay channel at the api; its url is the QR code. */
export const getFarcasterUri = (deps: SocialDeps) => async () => {
  deps.projectId()
  const channel = await deps.api.openFarcasterChannel()
  deps.farcaster.channelToken = channel.channelToken
  return { url: channel.url }
}
