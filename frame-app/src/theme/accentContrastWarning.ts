import type { ThemeMode } from '@porthole/shared-protocol'
import { contrastRatio, parseColor } from './contrastRatio.ts'

/** WCAG 1.4.11: controls, focus rings and outlines need 3:1 against what is next to them. */
export const MIN_ACCENT_CONTRAST = 3

/**
 * The warning for the host's developer when the accent they set (`themeVariables.accent`)
 * has less than 3:1 contrast against the card's background in this mode; null when it holds
 * or a colour cannot be read. `accentColor` and `background` are computed CSS colours.
 */
export function accentContrastWarning(
  accent: string,
  accentColor: string,
  background: string,
  mode: ThemeMode,
): string | null {
  const fill = parseColor(accentColor)
  const card = parseColor(background)
  if (!fill || !card) return null
  const ratio = contrastRatio(fill, card)
  if (ratio >= MIN_ACCENT_CONTRAST) return null
  return (
    `themeVariables.accent ${accent} has a contrast of ${ratio.toFixed(2)}:1 against the ` +
    `${mode} background; buttons, focus rings and selected items need at least ` +
    `${MIN_ACCENT_CONTRAST}:1 (WCAG 1.4.11). Pick a ${mode === 'dark' ? 'lighter' : 'darker'} accent.`
  )
}
