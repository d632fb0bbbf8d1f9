import { useCallback, useEffect, useRef, useState } from 'react'
import { SETTLE_MS } from './useVisibilityArmed.ts'

/**
 * Where a control that guards itself stands (decision 0045):
 * - `held`: not yet measured, covered or made see-through by another layer, or visible for
 *   less than the settle delay: disabled, looking as usual;
 * - `out`: outside the card's scroll area (or the frame's viewport): neither held nor armed,
 *   it stays focusable and a click on it does nothing;
 * - `armed`: really visible for the settle delay: it acts.
 */
export type ControlGuard = 'held' | 'out' | 'armed'

type V2Entry = IntersectionObserverEntry & { isVisible?: boolean }
type V2Init = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }

/**
 * Clickjacking guard (SECURITY #2) measured on the control itself rather than on the whole
 * card: IntersectionObserver v2 on the element the returned ref is put on. Only what covers
 * that control counts, so the vault's own iframe shown over another part of the card (the
 * passkey button) does not hold it, while a host page's overlay or opacity over the frame
 * does. Scrolled out of view it is `out`; scrolled back in, it waits the settle delay again.
 */
export function useControlGuard<T extends HTMLElement>(
  settleMs = SETTLE_MS,
): [(element: T | null) => void, ControlGuard] {
  const [element, setElement] = useState<T | null>(null)
  const [guard, setGuard] = useState<ControlGuard>('held')
  const ref = useCallback((next: T | null) => setElement(next), [])
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    if (!element) return
    const settle = () => {
      clearTimeout(timer.current)
      setGuard('held')
      timer.current = setTimeout(() => setGuard('armed'), settleMs)
    }
    setGuard('held')
    if (typeof IntersectionObserver === 'undefined') {
      settle()
      return () => clearTimeout(timer.current)
    }
    let last: ControlGuard | 'visible' | undefined
    const init: V2Init = { threshold: [0, 1], trackVisibility: true, delay: 100 }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1) as V2Entry | undefined
      if (!entry) return
      const next = !entry.isIntersecting ? 'out' : (entry.isVisible ?? true) ? 'visible' : 'held'
      if (next === last) return
      last = next
      if (next === 'visible') return settle()
      clearTimeout(timer.current)
      setGuard(next)
    }, init)
    observer.observe(element)
    return () => {
      observer.disconnect()
      clearTimeout(timer.current)
    }
  }, [element, settleMs])
  return [ref, guard]
}
