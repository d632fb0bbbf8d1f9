import type { ThemeMode } from '@porthole/shared-protocol'
import { type RefObject, useEffect, useRef } from 'react'
import { accentContrastWarning } from './accentContrastWarning.ts'

/**
 * Once per accent and mode, when the host set `themeVariables.accent`: the accent and card
 * background as the browser computes them (through a hidden probe inside `root`, so
 * `colorMix` counts), and `warn` with the reason when they fall below 3:1.
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
    const message = accentContrastWarning(accent, style.color, style.backgroundColor, mode)
    probe.remove()
    if (message) warn(message)
  }, [root, mode, accent, warn])
}
