import { type RefObject, useEffect } from 'react'

/**
 * Calls `onReach` whenever `sentinel` comes within `margin` of `root`'s visible area (and again
 * after `deps` change while it is still visible, e.g. when a short page did not fill the list).
 * With a `null` root the sentinel must be really on screen: every scrolling area around it
 * clips it, and the margin is ignored (the frame is cross-origin to the window).
 */
export function useInfiniteScroll(
  root: RefObject<HTMLElement | null> | null,
  sentinel: RefObject<HTMLElement | null>,
  onReach: () => void,
  deps: readonly unknown[],
  margin = '240px',
) {
  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReach()
      },
      { root: root?.current ?? null, rootMargin: margin },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [root, sentinel, onReach, margin, ...deps])
}
