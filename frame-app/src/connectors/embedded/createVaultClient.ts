import {
  type CallRequest,
  type CallSuccess,
  DEFAULT_VAULT_VERSION,
  type EmbeddedLoginCalls,
  fromErrorData,
  VAULT_TIMEOUTS,
  type VaultCallName,
  VaultMessageSchema,
} from '@porthole/shared-protocol'
import {
  VaultLoadError,
  VaultRequestAbortedError,
  VaultRequestTimeoutError,
} from './VaultErrors.ts'

const LOGIN_CALLS = new Set<VaultCallName>(['CONNECT_EMAIL', 'CONNECT_OTP'])
/** The passkey ceremonies wait for the user to read, click and answer the browser's prompt. */
const PASSKEY_CALLS = new Set<VaultCallName>(['REGISTER_PASSKEY', 'CONNECT_DEVICE'])
const PASSKEY_MS = 300_000
const HIDDEN = 'position:fixed;left:0;top:0;width:0;height:0;border:0;visibility:hidden'

export type VaultClientOptions = {
  /** The vault origin (config `vaultUrl`) and path version (default 4). */
  url: string
  version?: number | undefined
  /** The project (the vault server builds its frame-ancestors from its allow-list). */
  projectId: string
  /**
   * The host origin the frame verified: the vault server refuses the page (the vault then
   * answers `UnverifiedDomainError`) when the project does not allow it.
   */
  hostOrigin?: string | undefined
  /** Where the hidden iframe goes (the frame's body). */
  container: HTMLElement
  /** SPEC §9 timeouts; tests shorten them. */
  timeouts?: Partial<typeof VAULT_TIMEOUTS>
  onSessionUpdate?: (update: { isConnected: boolean; email?: string | undefined }) => void
}

/** How the shown vault frame looks and what it is called (its `title`). */
export type VaultPlacement = { colorScheme: 'light' | 'dark'; title: string }

export type VaultClient = {
  call<N extends VaultCallName>(
    name: N,
    payload: CallRequest<EmbeddedLoginCalls, N>,
  ): Promise<CallSuccess<EmbeddedLoginCalls, N>>
  /**
   * Shows the vault over `target` (and keeps it there) for the vault's own passkey button,
   * or hides it again (null). `look.colorScheme` is the one the vault's page was given: the
   * frame element takes the same, or Chromium paints the vault's canvas opaque around its
   * button. `look.title` names the shown frame for screen readers, in the modal's language.
   */
  place(target: HTMLElement | null, look?: VaultPlacement): void
  destroy(): void
}

/**
 * Nests the vault (a hidden iframe on its own origin) and calls it with the SPEC §4 catalog
 * over postMessage: only messages from that iframe's window and origin count. Requests wait
 * for READY plus the 500 ms settle; no READY within 20 s rejects every call with
 * `VaultLoadError`; each call times out (30 s) with `VaultRequestTimeoutError`. Calls in flight
 * when the vault's page loads again (a reload loses them) or the client is destroyed reject at
 * once with `VaultRequestAbortedError` ('Request was aborted', SPEC §8), never waiting 30 s.
 */
export function createVaultClient(options: VaultClientOptions): VaultClient {
  const timeouts = { ...VAULT_TIMEOUTS, ...options.timeouts }
  const origin = new URL(options.url).origin
  const iframe = document.createElement('iframe')
  const query = new URLSearchParams({ projectId: options.projectId })
  if (options.hostOrigin) query.set('origin', options.hostOrigin)
  const path = `${options.version ?? DEFAULT_VAULT_VERSION}/?${query}`
  iframe.src = `${origin}/${path}`
  // Passkeys are created and used inside the vault (its origin is their relying party).
  iframe.allow = 'publickey-credentials-create; publickey-credentials-get'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  iframe.style.cssText = HIDDEN
  const placement: { frame: number } = { frame: 0 }
  const place = (target: HTMLElement | null, look?: VaultPlacement) => {
    cancelAnimationFrame(placement.frame)
    if (!target) {
      iframe.style.cssText = HIDDEN
      iframe.setAttribute('aria-hidden', 'true')
      iframe.tabIndex = -1
      return
    }
    const colorScheme = look?.colorScheme ?? 'light'
    if (look) iframe.title = look.title
    iframe.removeAttribute('aria-hidden')
    iframe.tabIndex = 0
    // Follows the target while the card animates, scrolls or resizes.
    const follow = () => {
      const rect = target.getBoundingClientRect()
      iframe.style.cssText = `position:fixed;border:0;z-index:2147483647;background:transparent;color-scheme:${colorScheme};left:${rect.left}px;top:${rect.top}px;width:${rect.width}px;height:${rect.height}px`
      placement.frame = requestAnimationFrame(follow)
    }
    follow()
  }
  const pending = new Map<
    string,
    { name: VaultCallName; resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >()
  const abortPending = () => {
    for (const entry of pending.values()) entry.reject(new VaultRequestAbortedError(entry.name))
    pending.clear()
  }
  // The first load is the vault starting; a later one is its page loaded again, which lost
  // every call in flight (a new vault knows none of them).
  let loads = 0
  iframe.addEventListener('load', () => {
    loads += 1
    if (loads > 1) abortPending()
  })
  let nextId = 0
  let markReady: () => void = () => undefined
  let markFailed: (error: unknown) => void = () => undefined
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    markFailed = reject
  })
  ready.catch(() => undefined)
  const loadTimer = setTimeout(() => markFailed(new VaultLoadError()), timeouts.loadMs)

  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return
    const parsed = VaultMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.type === 'READY') {
      clearTimeout(loadTimer)
      setTimeout(markReady, timeouts.settleMs)
      return
    }
    if (message.type === 'SESSION_UPDATE' && 'payload' in message) {
      options.onSessionUpdate?.(message.payload as { isConnected: boolean; email?: string })
      return
    }
    if (!('id' in message)) return
    const entry = pending.get(message.id)
    if (!entry) return
    pending.delete(message.id)
    if ('error' in message) entry.reject(fromErrorData(message.error))
    else entry.resolve(message.payload)
  }
  window.addEventListener('message', listener)
  options.container.appendChild(iframe)

  return {
    async call(name, payload) {
      await ready
      const id = `${++nextId}`
      const limit = LOGIN_CALLS.has(name)
        ? timeouts.loginRequestMs
        : PASSKEY_CALLS.has(name)
          ? PASSKEY_MS
          : name === 'SIGN_OUT'
            ? timeouts.signOutMs
            : timeouts.requestMs
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new VaultRequestTimeoutError(name))
        }, limit)
        pending.set(id, {
          name,
          resolve: (value) => {
            clearTimeout(timer)
            resolve(value as never)
          },
          reject: (error) => {
            clearTimeout(timer)
            reject(error)
          },
        })
        iframe.contentWindow?.postMessage({ type: `${name}_REQUEST`, id, payload }, origin)
      })
    },
    place,
    destroy() {
      cancelAnimationFrame(placement.frame)
      clearTimeout(loadTimer)
      window.removeEventListener('message', listener)
      markFailed(new VaultLoadError())
      abortPending()
      iframe.remove()
    },
  }
}
