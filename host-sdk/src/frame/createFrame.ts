import type { SafeArea } from '@porthole/shared-protocol'
import { DIALOG_ATTRIBUTE } from './addModalDialog.ts'

/** The dialog and iframe that hold the modal frame. */
export type Frame = {
  dialog: HTMLDialogElement
  iframe: HTMLIFrameElement
  /** Open the dialog with `showModal()`: focus saved, body scroll locked. */
  show: () => void
  /** Close the dialog: focus and scroll restored. */
  hide: () => void
  setZIndex: (zIndex: number) => void
  /** Say `message` in the page's live region (outside the dialog, heard once it closed). */
  announce: (message: string) => void
  /** Remove the dialog, the iframe and the listeners. */
  destroy: () => void
}

export type FrameOptions = {
  /** The modal's dialog, in the page already (`addModalDialog`). */
  dialog: HTMLDialogElement
  src: string
  zIndex: number
  /** The user dismissed the dialog from the host side: Escape, a click outside the frame. */
  onDismiss: () => void
  /**
   * The page's safe-area insets, on show and on resize, when the page has `viewport-fit=cover`
   * (they apply to the top-level viewport only: the frame's own `env()` reads 0).
   */
  onInsets: (insets: SafeArea) => void
}

/**
 * Put the iframe in the modal's closed `<dialog>`, so the frame loads (hidden) before the user
 * ever opens the modal. The dialog covers the visual viewport and is transparent:
 * the frame draws its own backdrop and card. `cancel` (Escape) is turned into `onDismiss`,
 * and so is a dialog closed by the browser itself.
 *
 * @example
 * ```ts
 * const frame = createFrame({ dialog, src, zIndex: 999, onDismiss: () => modal.close() })
 * frame.show()
 * ```
 */
export function createFrame({ dialog, src, zIndex, onDismiss, onInsets }: FrameOptions): Frame {
  // A hidden box padded by the page's env(safe-area-inset-*): its computed padding is in px.
  const probe = document.createElement('i')
  const insets = () => {
    if (
      !/viewport-fit\s*=\s*cover/.test(
        document.querySelector<HTMLMetaElement>('meta[name=viewport]')?.content ?? '',
      )
    )
      return
    const style = getComputedStyle(probe)
    const [top, right, bottom, left] = ['top', 'right', 'bottom', 'left'].map(
      (side) => Number.parseFloat(style.getPropertyValue(`padding-${side}`)) || 0,
    ) as [number, number, number, number]
    onInsets({ top, right, bottom, left })
  }
  const resized = () => {
    fit()
    insets()
  }
  const viewport = window.visualViewport
  // The dialog covers what the visitor sees: a phone page wider than the screen stretches the
  // layout viewport (and a fixed box with it), the visual viewport stays the screen.
  const fit = () =>
    viewport &&
    Object.assign(dialog.style, {
      left: `${viewport.offsetLeft}px`,
      top: `${viewport.offsetTop}px`,
      width: `${viewport.width}px`,
      height: `${viewport.height}px`,
    })
  const iframe = document.createElement('iframe')
  // A polite live region beside the dialog, in the page from the start (a region added with
  // its text is not reliably read).
  const status = document.createElement('div')
  // A constructed sheet, not a <style> element: CSSOM is not blocked by a host's style-src CSP.
  const sheet = new CSSStyleSheet()
  let restore: (() => void) | undefined
  // A script in <head> runs before <body> exists: the dialog then goes in <html>.
  const root = () => document.body ?? document.documentElement

  // Closed, the dialog stays laid out but unseen, inert and letting clicks through: the frame
  // keeps a viewport and paints Connect ahead there, so show() has only to make it visible
  // (no layout, no frame round trip) (docs/decisions/0033). Not `visibility:hidden` or
  // `display:none`: the browser stops rendering a cross-origin frame hidden that way.
  sheet.replaceSync(
    `[${DIALOG_ATTRIBUTE}]:not([open]){display:block;opacity:0;pointer-events:none}[${DIALOG_ATTRIBUTE}]{position:fixed;left:0;top:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:transparent;overflow:hidden}[${DIALOG_ATTRIBUTE}]::backdrop{background:transparent}[${DIALOG_ATTRIBUTE}-status]{position:fixed;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}[${DIALOG_ATTRIBUTE}]>i{position:fixed;visibility:hidden;pointer-events:none;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)}[${DIALOG_ATTRIBUTE}]>iframe{display:block;width:100%;height:100%;border:0;background:transparent;color-scheme:normal}`,
  )
  iframe.src = src
  iframe.title = 'Porthole'
  iframe.allow = 'clipboard-write; publickey-credentials-get; publickey-credentials-create'
  dialog.inert = true
  dialog.append(iframe, probe)
  status.setAttribute(`${DIALOG_ATTRIBUTE}-status`, '')
  status.setAttribute('role', 'status')

  const hide = () => {
    const undo = restore
    restore = undefined
    if (dialog.open) dialog.close()
    dialog.inert = true
    viewport?.removeEventListener('resize', resized)
    viewport?.removeEventListener('scroll', fit)
    undo?.()
  }
  // A `close` event queued by an earlier hide() can arrive after the dialog was shown again
  // (`await modal.close(); await modal.open()`): it is a dismissal only if the dialog is
  // still closed when it arrives.
  const dismiss = () => {
    if (restore) onDismiss()
  }
  const onClose = () => {
    if (!dialog.open) dismiss()
  }
  const onCancel = (event: Event) => {
    event.preventDefault()
    dismiss()
  }
  const onClick = (event: MouseEvent) => {
    if (event.target === dialog) dismiss()
  }
  dialog.addEventListener('cancel', onCancel)
  dialog.addEventListener('close', onClose)
  dialog.addEventListener('click', onClick)

  const frame: Frame = {
    dialog,
    iframe,
    show() {
      if (restore) return
      const focused = document.activeElement as HTMLElement | null
      const { style } = root()
      const overflow = style.overflow
      resized()
      viewport?.addEventListener('resize', resized)
      viewport?.addEventListener('scroll', fit)
      dialog.inert = false
      dialog.showModal()
      style.overflow = 'hidden'
      restore = () => {
        style.overflow = overflow
        focused?.focus?.()
      }
      iframe.focus()
    },
    hide,
    announce(message) {
      // Emptied first, so the same message twice is read twice.
      status.textContent = ''
      setTimeout(() => {
        status.textContent = message
      }, 100)
    },
    setZIndex: (z) => dialog.style.setProperty('z-index', String(z)),
    destroy() {
      hide()
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onClose)
      dialog.removeEventListener('click', onClick)
      dialog.remove()
      status.remove()
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
    },
  }
  frame.setZIndex(zIndex)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  root().append(status)
  return frame
}
