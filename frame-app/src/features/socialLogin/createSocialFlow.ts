import type { FrameCore } from '../../app/FrameCore.ts'
import type { SocialProviderId } from '../../connectors/embedded/socialProviderNames.ts'
import type { EmbeddedLogin } from '../embeddedLogin/createEmbeddedLogin.ts'
import { isNewDeviceError } from '../embeddedLogin/isNewDeviceError.ts'
import { currentView } from '../modal/index.ts'
import { describeSocialError } from './describeSocialError.ts'
import type { SocialFlowState } from './SocialFlowState.ts'

/** How often the frame looks whether the popup closed (it cannot be told). */
export const POPUP_WATCH_MS = 400

const idle: SocialFlowState = { provider: null, status: 'idle', problem: null, uri: null }

/**
 * A social login through a popup (SPEC §4 GET_SOCIAL_REDIRECT_URI → CONNECT_SOCIAL): the
 * vault starts it at the api, the popup (opened in the click) goes to the provider, and the
 * api's callback page posts the session to the vault, then closes. Once the popup closed the
 * vault is asked for the login: the session, or "closed" when the person closed it first.
 * Leaving ConnectingSocial in any way ends the attempt and closes the popup.
 */
export function createSocialFlow(app: FrameCore, login: EmbeddedLogin) {
  const listeners = new Set<() => void>()
  let state = idle
  const set = (next: Partial<SocialFlowState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  let attempt: {
    popup: Window | null
    uri: string | null
    timer: ReturnType<typeof setInterval> | null
  } | null = null

  const end = () => {
    if (!attempt) return
    if (attempt.timer) clearInterval(attempt.timer)
    if (attempt.popup && !attempt.popup.closed) attempt.popup.close()
    attempt = null
    // A passkey step left unfinished: the next email login starts from its form.
    if (state.status === 'device') login.restart()
    set(idle)
  }
  const fail = (current: typeof attempt, error: unknown) => {
    if (attempt !== current || !current) return
    if (current.popup && !current.popup.closed) current.popup.close()
    set({ status: 'failed', problem: describeSocialError(error) })
  }
  const finish = async (current: NonNullable<typeof attempt>) => {
    if (!current.uri) return
    set({ status: 'connecting' })
    try {
      await login.vault.call('CONNECT_SOCIAL', { uri: current.uri })
      if (attempt !== current) return
      login.connect()
    } catch (error) {
      if (attempt !== current) return
      // The account's wallet was set up on another device: its recovery passkey opens it here.
      if (!isNewDeviceError(error)) return fail(current, error)
      login.awaitDevice()
      set({ status: 'device' })
    }
  }
  const watch = (current: NonNullable<typeof attempt>, popup: Window) => {
    current.popup = popup
    set({ status: 'waiting', problem: null })
    current.timer = setInterval(() => {
      if (!popup.closed || attempt !== current) return
      if (current.timer) clearInterval(current.timer)
      current.timer = null
      void finish(current)
    }, POPUP_WATCH_MS)
  }
  app.viewStack.subscribe((snapshot) => {
    if (!snapshot.matches('open') || currentView(snapshot.context) !== 'ConnectingSocial') end()
  })

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Picked in Connect (or Try again): `popup` was opened in that click, null if blocked. */
    async start(provider: SocialProviderId, popup: Window | null) {
      end()
      const current: NonNullable<typeof attempt> = { popup, uri: null, timer: null }
      attempt = current
      set({ provider, status: 'starting', problem: null, uri: null })
      try {
        const { uri } = await login.vault.call('GET_SOCIAL_REDIRECT_URI', {
          provider: provider as Exclude<SocialProviderId, 'farcaster'>,
        })
        if (attempt !== current) return
        current.uri = uri
        if (!popup) return set({ status: 'blocked', uri })
        set({ uri })
        if (popup.closed) return void finish(current)
        popup.location.href = uri
        watch(current, popup)
      } catch (error) {
        fail(current, error)
      }
    },
    /** "Continue in a new window" after a blocked popup: `popup` opened in that click. */
    reopen(popup: Window | null) {
      const current = attempt
      if (!current?.uri || state.status !== 'blocked' || !popup) return
      watch(current, popup)
    },
  }
}
export type SocialFlow = ReturnType<typeof createSocialFlow>
