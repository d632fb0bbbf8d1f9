import type { SocialProviderId } from '../../../connectors/embedded/socialProviderNames.ts'
import type { FrameCore } from '../../../core/FrameCore.ts'
import { type EmbeddedLogin, hasVaultErrorName } from '../../embeddedLogin/index.ts'
import { describeSocialError } from '../describeSocialError.ts'
import type { SocialFlowState } from '../SocialFlowState.ts'
import { createFlowState } from './createFlowState.ts'
import { finishLogin } from './finishLogin.ts'
import { readPopup } from './readPopup.ts'

/** How often the frame looks at the popup (it cannot be told when it closes). */
export const POPUP_WATCH_MS = 400
/** How often the vault is asked for the login's outcome once the popup is out of reach. */
export const OUTCOME_POLL_MS = 1_000
/** After a close the frame saw, how long the outcome may still be on its way to the api. */
export const CLOSED_GRACE_MS = 3_000

const idle: SocialFlowState = { provider: null, status: 'idle', problem: null, uri: null }
const closedProblem = { data: { name: 'SocialLoginClosedError' } }

/**
 * A social login through a popup (SPEC §4 GET_SOCIAL_REDIRECT_URI → CONNECT_SOCIAL): the
 * vault starts it at the api, the popup (opened in the click) goes to the provider, the
 * provider returns to the api, and the vault claims the outcome there. The popup rule
 * (docs/decisions/0177-coop-and-the-login-popup.md): a popup seen open on the provider's page
 * (on two looks in a row) and then closed was closed (the callback closes itself once the outcome is kept), so the
 * outcome is due within CLOSED_GRACE_MS, else "closed". A popup whose `closed` turned true
 * as it left our blank page was severed by the provider's COOP or closed at once: the two
 * look alike, so the vault is asked until the api has the outcome or says the attempt
 * expired (then "closed"), and the view offers Try again and Cancel meanwhile. Leaving
 * ConnectingSocial in any way ends the attempt and closes the popup.
 */
export function createSocialFlow(app: Pick<FrameCore, 'viewStack'>, login: EmbeddedLogin) {
  const flow = createFlowState(app, 'ConnectingSocial', idle, () => end())
  const { set } = flow
  type Attempt = {
    popup: Window | null
    uri: string | null
    timer: ReturnType<typeof setTimeout> | null
    /** Looks in a row that found the popup open on another origin. */
    awayLooks: number
    /**
     * The popup was seen open on another origin (the provider's page) on two looks in a row.
     * One reading is not enough: as Chromium moves a popup into a new browsing-context group
     * for a page with COOP same-origin, the opener can read it open and cross-origin for an
     * instant before it reads closed, and a severed popup would pass for a closed one.
     */
    seenAway: boolean
  }
  let attempt: Attempt | null = null

  const stop = (current: Attempt) => {
    if (current.timer) clearTimeout(current.timer)
    current.timer = null
  }
  const end = () => {
    if (!attempt) return
    stop(attempt)
    if (attempt.popup && !attempt.popup.closed) attempt.popup.close()
    attempt = null
    // A passkey step left unfinished: the next email login starts from its form.
    if (flow.get().status === 'device' || flow.get().status === 'secure') login.restart()
    set(idle)
  }
  const fail = (current: Attempt, error: unknown) => {
    if (attempt !== current) return
    stop(current)
    if (current.popup && !current.popup.closed) current.popup.close()
    // The api no longer holds the attempt: whatever happened in the window, it is over.
    const expired = (error as { data?: { name?: unknown } }).data?.name
    set({
      status: 'failed',
      problem: describeSocialError(expired === 'SocialAttemptExpiredError' ? closedProblem : error),
    })
  }
  /** Asks the vault for the outcome until it comes or `until` (ms since epoch) passes. */
  const claim = async (current: Attempt, until: number) => {
    if (!current.uri || attempt !== current) return
    try {
      const answer = await login.vault.call('CONNECT_SOCIAL', { uri: current.uri })
      if (attempt !== current) return
      if (!('pending' in answer)) {
        await finishLogin(login, set, () => attempt === current)
        return
      }
      if (Date.now() >= until) return fail(current, closedProblem)
      current.timer = setTimeout(() => void claim(current, until), OUTCOME_POLL_MS)
    } catch (error) {
      if (attempt !== current) return
      // The account's wallet was set up on another device: its recovery passkey opens it here.
      if (!hasVaultErrorName(error, 'NewDeviceError')) return fail(current, error)
      login.awaitDevice(error)
      set({ status: 'device' })
    }
  }
  const watch = (current: Attempt, popup: Window) => {
    current.popup = popup
    set({ status: 'waiting', problem: null })
    const look = () => {
      if (attempt !== current) return
      const seen = readPopup(popup)
      current.awayLooks = seen === 'away' ? current.awayLooks + 1 : 0
      if (current.awayLooks >= 2) current.seenAway = true
      if (seen !== 'closed') {
        current.timer = setTimeout(look, POPUP_WATCH_MS)
        return
      }
      if (current.seenAway) {
        set({ status: 'connecting' })
        return void claim(current, Date.now() + CLOSED_GRACE_MS)
      }
      set({ status: 'severed' })
      void claim(current, Number.POSITIVE_INFINITY)
    }
    look()
  }

  return {
    ...flow.store,
    /** Picked in Connect (or Try again): `popup` was opened in that click, null if blocked. */
    async start(provider: SocialProviderId, popup: Window | null) {
      end()
      const current: Attempt = { popup, uri: null, timer: null, awayLooks: 0, seenAway: false }
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
        if (popup.closed) return void claim(current, Date.now() + CLOSED_GRACE_MS)
        popup.location.href = uri
        watch(current, popup)
      } catch (error) {
        fail(current, error)
      }
    },
    /** "Continue in a new window" after a blocked popup: `popup` opened in that click. */
    reopen(popup: Window | null) {
      const current = attempt
      if (!current?.uri || flow.get().status !== 'blocked' || !popup) return
      watch(current, popup)
    },
  }
}
export type SocialFlow = ReturnType<typeof createSocialFlow>
