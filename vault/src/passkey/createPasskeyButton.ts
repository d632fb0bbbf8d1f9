import { VaultError } from '../VaultError.ts'

export type PasskeyButtonLook = { label: string; accent: string; themeMode: 'light' | 'dark' }

/**
 * The vault's one visible control: a button filling the vault's page, which the frame places
 * in its own view. WebAuthn creates a passkey in a cross-origin frame only on a click inside
 * that frame's document, so the click must land here, not in the frame. Styles go through
 * the CSSOM (the vault's CSP allows no style sheet).
 */
export function createPasskeyButton(document: Document) {
  const state: { button: HTMLButtonElement | null; cancel: (() => void) | null } = {
    button: null,
    cancel: null,
  }
  const remove = () => {
    state.button?.remove()
    state.button = null
    state.cancel = null
  }
  return {
    /** Shows the button; resolves on its click, rejects (4001) if `cancel` comes first. */
    waitForClick(look: PasskeyButtonLook): Promise<void> {
      state.cancel?.()
      remove()
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = look.label
      document.documentElement.style.colorScheme = look.themeMode
      Object.assign(document.body.style, { margin: '0', background: 'transparent' })
      Object.assign(button.style, {
        width: '100%',
        height: '100vh',
        border: '0',
        borderRadius: '999px',
        background: look.accent,
        color: '#fff',
        font: '600 14px/1 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        cursor: 'pointer',
      })
      document.body.appendChild(button)
      state.button = button
      return new Promise((resolve, reject) => {
        state.cancel = () =>
          reject(
            new VaultError('UserRejectedRequestError', 'User rejected the request.', {
              code: 4001,
            }),
          )
        button.addEventListener('click', () => {
          button.disabled = true
          state.cancel = null
          resolve()
        })
      })
    },
    cancel() {
      state.cancel?.()
      remove()
    },
    remove,
  }
}
export type PasskeyButton = ReturnType<typeof createPasskeyButton>
