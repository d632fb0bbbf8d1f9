import type { SocialLogins } from './createSocialLogins.ts'
import type { FarcasterFlowState, SocialFlowState } from './SocialFlowState.ts'

/**
 * The social logins' place in a frame app (first paint holds only this): their chunk, with the
 * vault it needs, loads when "Continue with socials" is picked. Views read the flows' states
 * through it (null until loaded) and it tells them when either changes.
 */
export function createSocialSlot(load: () => Promise<SocialLogins>) {
  let loading: Promise<SocialLogins> | null = null
  let current: SocialLogins | null = null
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  return {
    ensure(): Promise<SocialLogins> {
      loading ??= load().then((logins) => {
        current = logins
        logins.social.subscribe(notify)
        logins.farcaster.subscribe(notify)
        notify()
        return logins
      })
      loading.catch(() => {
        loading = null
      })
      return loading
    },
    current: () => current,
    socialState: (): SocialFlowState | null => current?.social.getState() ?? null,
    farcasterState: (): FarcasterFlowState | null => current?.farcaster.getState() ?? null,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
export type SocialSlot = ReturnType<typeof createSocialSlot>
