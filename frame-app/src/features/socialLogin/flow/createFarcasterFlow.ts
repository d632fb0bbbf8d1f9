import type { FrameCore } from '../../../core/FrameCore.ts'
import type { EmbeddedLogin } from '../../embeddedLogin/index.ts'
import { describeSocialError } from '../describeSocialError.ts'
import type { FarcasterFlowState } from '../SocialFlowState.ts'
import { createFlowState } from './createFlowState.ts'
import { finishLogin } from './finishLogin.ts'

/** How often the vault is asked whether the Farcaster channel was signed. */
export const FARCASTER_POLL_MS = 1_000

const idle: FarcasterFlowState = { status: 'idle', url: null, problem: null }

/**
 * Sign In With Farcaster (SPEC §4 GET_FARCASTER_URI → CONNECT_FARCASTER): the vault opens a
 * relay channel at the api; its url is the QR code and the "open on this device" link; the
 * vault is asked every second until the api checked the signature against the fid's custody.
 * SPEC §2: leaving ConnectingFarcaster with no account connected clears the url and reloads
 * the embedded wallet provider (RELOAD).
 */
export function createFarcasterFlow(
  app: Pick<FrameCore, 'connection' | 'viewStack'>,
  login: EmbeddedLogin,
  pollMs: number = FARCASTER_POLL_MS,
) {
  const flow = createFlowState(app, 'ConnectingFarcaster', idle, () => end())
  const { set } = flow
  let attempt: object | null = null

  const end = () => {
    if (!attempt) return
    attempt = null
    // The recovery step left unfinished: the next email login starts from its form.
    if (flow.get().status === 'secure') login.restart()
    set(idle)
    if (!app.connection.getSnapshot().context.current)
      void login.vault.call('RELOAD', {}).catch(() => undefined)
  }
  const poll = async (current: object) => {
    while (attempt === current) {
      await new Promise((resolve) => setTimeout(resolve, pollMs))
      if (attempt !== current) return
      const answer = await login.vault.call('CONNECT_FARCASTER', {})
      if (attempt !== current) return
      if (!('pending' in answer)) {
        await finishLogin(login, set, () => attempt === current)
        return
      }
    }
  }

  return {
    ...flow.store,
    /** ConnectingFarcaster shown, or Try again: a new channel, then wait for its signature. */
    async start() {
      const current = {}
      attempt = current
      set({ status: 'starting', url: null, problem: null })
      try {
        const { url } = await login.vault.call('GET_FARCASTER_URI', {})
        if (attempt !== current) return
        set({ status: 'waiting', url })
        await poll(current)
      } catch (error) {
        if (attempt === current)
          set({ status: 'failed', url: null, problem: describeSocialError(error) })
      }
    },
  }
}
export type FarcasterFlow = ReturnType<typeof createFarcasterFlow>
