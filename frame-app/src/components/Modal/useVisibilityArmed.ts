import { type RefObject, useEffect, useState } from 'react'

/** How long the card must have been really visible before its approve/connect buttons work. */
export const SETTLE_MS = 500

type V2Entry = IntersectionObserverEntry & { isVisible?: boolean }
type V2Init = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }

/**
 * Clickjacking guard (SECURITY #2): true once `ref`'s element has been really visible for
 * `settleMs`, measured again whenever `resetKey` changes (a new view). Visible means what
 * IntersectionObserver v2 (`trackVisibility`) reports: not covered by other content, no
 * opacity, filter or non-translating transform on it or on any ancestor, the host page's
 * iframe and dialog included. Where the browser lacks v2 only the settle delay applies.
 */
export function useVisibilityArmed(
  ref: RefObject<HTMLElement | null>,
  resetKey: string,
  settleMs = SETTLE_MS,
): boolean {
  const [armed, setArmed] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey (view) restarts the settle delay
  useEffect(() => {
    const target = ref.current
    if (!target) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let visible: boolean | undefined
    const update = (next: boolean) => {
      if (next === visible) return
      visible = next
      clearTimeout(timer)
      setArmed(false)
      if (next) timer = setTimeout(() => setArmed(true), settleMs)
    }
    setArmed(false)
    if (typeof IntersectionObserver === 'undefined') {
      update(true)
      return () => clearTimeout(timer)
    }
    const init: V2Init = { threshold: [0, 1], trackVisibility: true, delay: 100 }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1) as V2Entry | undefined
      if (!entry) return
      update(entry.isVisible ?? entry.isIntersecting)
    }, init)
    observer.observe(target)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [ref, resetKey, settleMs])
  return armed
}
