import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { ClickGuardContext } from './ClickGuardContext.ts'
import { focusables } from './focusables.ts'
import { useFocusReturn } from './useFocusReturn.ts'
import { useVisibilityArmed } from './useVisibilityArmed.ts'
import './Modal.css'

export type ModalProps = {
  /**
   * Rendered ahead while the modal is closed (the host keeps it out of sight): inert, out of
   * the accessibility tree, and neither taking focus nor listening for Escape until it opens.
   */
  prepared?: boolean
  labelledBy: string
  /** The locale's language and reading direction, on the dialog so its layout mirrors. */
  lang?: string
  dir?: 'ltr' | 'rtl'
  onDismiss: () => void
  /** Changes whenever the view changes, so focus can be kept inside the card. */
  viewKey: string
  /** How the view was reached: going back (`prev`) returns focus to where the user was. */
  direction: 'next' | 'prev'
  header: ReactNode
  /** The live region, kept inside the `aria-modal` dialog, where screen readers listen. */
  live?: ReactNode
  children: ReactNode
}

/**
 * The backdrop and the 360 px card (a bottom sheet on narrow screens): a modal dialog with
 * focus moved in on open, Tab trapped inside, Escape and backdrop click dismissing it, and
 * the card height animated as views change. Connect and approve buttons inside it stay
 * disabled until the card has been really visible for a moment (`useVisibilityArmed`).
 */
export function Modal({
  prepared = false,
  labelledBy,
  lang = 'en',
  dir = 'ltr',
  onDismiss,
  viewKey,
  direction,
  header,
  live,
  children,
}: ModalProps) {
  const cardRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number | null>(null)
  const armed = useVisibilityArmed(cardRef, viewKey)
  useFocusReturn(cardRef, viewKey, direction)

  // Focus moves into the card on open. The first attempt can miss while the iframe is still
  // being shown or focused by the host, so it is repeated on the next frame and whenever the
  // frame's window gains focus with nothing focused inside the card.
  useEffect(() => {
    const card = cardRef.current
    if (!card || prepared) return
    const pull = () => {
      if (!card.contains(document.activeElement)) card.focus({ preventScroll: true })
    }
    pull()
    const frame = requestAnimationFrame(pull)
    window.addEventListener('focus', pull)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('focus', pull)
    }
  }, [prepared])

  useEffect(() => {
    const card = cardRef.current
    if (viewKey && card && !card.contains(document.activeElement))
      card.focus({ preventScroll: true })
  }, [viewKey])

  useLayoutEffect(() => {
    const body = bodyRef.current
    if (!body) return
    const observer = new ResizeObserver(() => setHeight(body.offsetHeight))
    observer.observe(body)
    setHeight(body.offsetHeight)
    return () => observer.disconnect()
  }, [])

  // Escape dismisses wherever the focus is in the frame, whose whole document is this modal:
  // a key pressed as the card opens, before focus has moved into it, is not lost. A control
  // that takes Escape itself (AllWallets' search) stops it first.
  useEffect(() => {
    if (prepared) return
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      onDismiss()
    }
    document.addEventListener('keydown', onEscape)
    return () => document.removeEventListener('keydown', onEscape)
  }, [onDismiss, prepared])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !cardRef.current) return
    const items = focusables(cardRef.current)
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === cardRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="ph-modal" inert={prepared} aria-hidden={prepared || undefined}>
      <div className="ph-modal__backdrop" onClick={onDismiss} aria-hidden="true" />
      <div
        ref={cardRef}
        className="ph-modal__card"
        role="dialog"
        lang={lang}
        dir={dir}
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        // Whether the card has been really visible for the settle delay: until then Chromium
        // itself drops input into a frame that moved or appeared within 500 ms (its
        // recently-moved-iframe intervention, which our use of IntersectionObserver v2 enables).
        data-guard={armed ? 'armed' : 'held'}
      >
        {live}
        {header}
        <div className="ph-modal__viewport" style={viewportStyle(height)}>
          <div ref={bodyRef} className="ph-modal__body">
            <ClickGuardContext.Provider value={armed}>{children}</ClickGuardContext.Provider>
          </div>
        </div>
      </div>
    </div>
  )
}

/** The animated height, also as `--ph-body-height` for a loading view to keep (ViewSkeleton). */
function viewportStyle(height: number | null): CSSProperties | undefined {
  if (height === null) return undefined
  return { height, '--ph-body-height': `${height}px` } as CSSProperties
}
