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
 * guard disables connect buttons for a moment), and again if a re-render replaces it, until
 * the user focuses something else. Focus that falls out of the card (a focused control
 * removed or disabled) goes back to the card.
 */
export function useFocusReturn(
  cardRef: RefObject<HTMLElement | null>,
  viewKey: string,
  direction: 'next' | 'prev',
): void {
  const saved = useRef(new Map<string, number>())
  // The position to hold focus on while the view settles; null once the user moved on.
  const wanted = useRef<number | null>(null)
  const settleRef = useRef(() => {})
  const keyRef = useRef(viewKey)
  keyRef.current = viewKey

  useEffect(() => {
    const card = cardRef.current
    if (!card) return
    let restoring = false
    const settle = () => {
      const active = document.activeElement
      // A disabled control loses focus at the next rendering step, without a mutation to see.
      const lost = active === null || active === document.body || active.matches(':disabled')
      const index = wanted.current
      const target = index === null ? undefined : controlsOf(card)[index]
      if (target && active === target && !lost) return
      if (target && !target.matches(':disabled') && (lost || active === card)) {
        restoring = true
        target.focus()
        restoring = false
      } else if (lost && document.hasFocus()) card.focus({ preventScroll: true })
    }
    settleRef.current = settle
    const onFocusIn = (event: FocusEvent) => {
      if (event.target === card) return
      if (!restoring) wanted.current = null
      const index = controlsOf(card).indexOf(event.target as HTMLElement)
      if (index >= 0) saved.current.set(keyRef.current, index)
    }
    const observer = new MutationObserver(settle)
    observer.observe(card, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    })
    card.addEventListener('focusin', onFocusIn)
    return () => {
      observer.disconnect()
      card.removeEventListener('focusin', onFocusIn)
    }
  }, [cardRef])

  useEffect(() => {
    wanted.current = direction === 'prev' ? (saved.current.get(viewKey) ?? null) : null
    settleRef.current()
  }, [viewKey, direction])
}
