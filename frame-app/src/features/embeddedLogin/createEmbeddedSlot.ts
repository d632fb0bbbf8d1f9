import type { EmbeddedLogin } from './createEmbeddedLogin.ts'

/**
 * Email login's place in a frame app (first paint holds only this): the embedded-login chunk
 * (vault client, connector, views' state) loads when email login is picked or a stored
 * embedded connection is restored, and then lives as long as the frame.
 */
export function createEmbeddedSlot(load: () => Promise<EmbeddedLogin>) {
  let loading: Promise<EmbeddedLogin> | null = null
  return {
    /** This frame's email login, nesting the vault the first time. */
    ensure(): Promise<EmbeddedLogin> {
      loading ??= load()
      loading.catch(() => {
        loading = null
      })
      return loading
    },
  }
}
export type EmbeddedSlot = ReturnType<typeof createEmbeddedSlot>
