import { type RefObject, useEffect, useRef } from 'react'

/** Every control of a view, disabled ones too, so an index stays valid while the guard arms. */
const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]:not(.ph-modal__card)'

function controlsOf(card: HTMLElement): HTMLElement[] {
  const view = card.querySelector<HTMLElement>('.ph-view')
  return view ? [...view.querySelectorAll<HTMLElement>(CONTROLS)] : []
}

/**
 * Focus goes back to the control the user came from when a view is shown again by going back
 * (Back, or Networks returning to Account after a switch): each view's last focused control is
 * remembered by its position, and focused again once it is rendered and enabled (the click
 * guard disables connect buttons for a moment). Anything the user focuses first wins.
 */
export function useFocusReturn(
  cardRef: RefObject<HTMLElement | null>,
  viewKey: string,
  direction: 'next' | 'prev',
): void {
  const saved = useRef(new Map<string, number>())
  const pending = useRef<number | null>(null)
  const keyRef = useRef(viewKey)
  keyRef.current = viewKey

  useEffect(() => {
    const card = cardRef.current
    if (!card) return
    const onFocusIn = (event: FocusEvent) => {
      if (event.target === card) return
      pending.current = null
      const index = controlsOf(card).indexOf(event.target as HTMLElement)
      if (index >= 0) saved.current.set(keyRef.current, index)
    }
    card.addEventListener('focusin', onFocusIn)
    return () => card.removeEventListener('focusin', onFocusIn)
  }, [cardRef])

  useEffect(() => {
    const card = cardRef.current
    pending.current = direction === 'prev' ? (saved.current.get(viewKey) ?? null) : null
    if (!card || pending.current === null) return
    const attempt = () => {
      const index = pending.current
      if (index === null) return observer.disconnect()
      const target = controlsOf(card)[index]
      if (!target || target.matches(':disabled')) return
      target.focus()
      pending.current = null
      observer.disconnect()
    }
    const observer = new MutationObserver(attempt)
    observer.observe(card, { subtree: true, childList: true, attributes: true })
    attempt()
    const stop = setTimeout(() => observer.disconnect(), 3000)
    return () => {
      observer.disconnect()
      clearTimeout(stop)
    }
  }, [cardRef, viewKey, direction])
}
