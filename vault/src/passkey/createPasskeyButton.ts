import { VaultError } from '../VaultError.ts'

/** White or near-black, whichever reads better on `accent` (#rrggbb; white otherwise). */
function textOn(accent: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(accent.trim())?.[1]
  if (!hex) return '#fff'
  const [r, g, b] = [0, 2, 4].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // Contrast with white (1.05 / (L + 0.05)) against contrast with #141414 (L ≈ 0.0069).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0569 ? '#fff' : '#141414'
}

export type PasskeyButtonLook = {
  label: string
  accent: string
  themeMode: 'light' | 'dark'
  font?: string | undefined
  text?: string | undefined
}

/** The vault's font when the frame names none: the frame's, as weight, size and family. */
const FONT = "600 14px/1 'Inter Fallback', Arial, 'Liberation Sans', Arimo, Helvetica, sans-serif"

/**
 * The frame's 'Inter Fallback' (the same local faces and metrics as its style sheet): the
 * vault's CSP loads no web font, so the frame's Inter cannot come here, but its metric-matched
 * stand-in can, from the system (a `local()` face is no fetch).
 */
function addInterFallback(document: Document) {
  const fonts = document.fonts as FontFaceSet | undefined
  if (!fonts || typeof FontFace === 'undefined') return
  if ([...fonts].some((face) => face.family.replace(/["']/g, '') === 'Inter Fallback')) return
  // `sizeAdjust` is a FontFace descriptor the DOM types do not name yet.
  const metrics = {
    ascentOverride: '90.49%',
    descentOverride: '22.56%',
    lineGapOverride: '0%',
    sizeAdjust: '107.06%',
  } as FontFaceDescriptors
  const face = new FontFace(
    'Inter Fallback',
    'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Arimo"), local("Helvetica")',
    metrics,
  )
  fonts.add(face)
  void face.load().catch(() => undefined)
}

/** The look on `button`: the frame's fill, text colour for it, font and theme. */
function applyLook(document: Document, button: HTMLButtonElement, look: PasskeyButtonLook) {
  button.textContent = look.label
  document.documentElement.style.colorScheme = look.themeMode
  button.style.background = look.accent
  button.style.color = look.text || textOn(look.accent)
  button.style.font = FONT
  // An unreadable shorthand is dropped by the CSSOM, leaving the default above.
  if (look.font) button.style.font = look.font
  button.style.lineHeight = '1'
}

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
      addInterFallback(document)
      Object.assign(document.body.style, { margin: '0', background: 'transparent' })
      Object.assign(button.style, {
        width: '100%',
        height: '100vh',
        border: '0',
        borderRadius: '999px',
        cursor: 'pointer',
      })
      applyLook(document, button, look)
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
    /** The host switched the theme while the button shows: its new look. */
    restyle(look: PasskeyButtonLook) {
      if (state.button) applyLook(document, state.button, look)
    },
    cancel() {
      state.cancel?.()
      remove()
    },
    remove,
  }
}
export type PasskeyButton = ReturnType<typeof createPasskeyButton>
