import type { ThemeMode } from '@porthole/shared-protocol'
import { type RefObject, useEffect, useRef } from 'react'

/**
 * Once per accent and mode, when the host set `themeVariables.accent`: the accent and card
 * background as the browser computes them (through a hidden probe inside `root`, so
 * `colorMix` counts), and `warn` with the reason when they fall below 3:1. The check is
 * its own chunk: only a host that sets an accent loads it.
 */
export function useAccentContrastWarning(
  root: RefObject<HTMLElement | null>,
  mode: ThemeMode,
  accent: string | undefined,
  warn: (message: string) => void,
) {
  const checked = useRef<string[]>([])
  useEffect(() => {
    const element = root.current
    const key = `${mode} ${accent}`
    if (!accent || !element || checked.current.includes(key)) return
    checked.current.push(key)
    const probe = element.ownerDocument.createElement('span')
    probe.style.cssText =
      'position:absolute;visibility:hidden;color:var(--ph-accent);background-color:var(--ph-bg)'
    element.append(probe)
    const style = getComputedStyle(probe)
    const { color, backgroundColor } = style
    probe.remove()
    void import('./accentContrastWarning.ts').then(({ accentContrastWarning }) => {
      const message = accentContrastWarning(accent, color, backgroundColor, mode)
      if (message) warn(message)
    })
  }, [root, mode, accent, warn])
}
