import { useSyncExternalStore } from 'react'
import { useFrameApp } from '../../../core/FrameAppContext.tsx'
import type { FarcasterFlowState, SocialFlowState } from '../SocialFlowState.ts'

/** ConnectingSocial's state (null until the social logins' chunk has loaded). */
export function useSocialFlow(): SocialFlowState | null {
  const { social } = useFrameApp()
  return useSyncExternalStore(social.subscribe, social.socialState)
}

/** ConnectingFarcaster's state (null until the social logins' chunk has loaded). */
export function useFarcasterFlow(): FarcasterFlowState | null {
  const { social } = useFrameApp()
  return useSyncExternalStore(social.subscribe, social.farcasterState)
}
