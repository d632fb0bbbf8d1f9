import type { ThemeMode, ThemeVariables } from '@porthole/shared-protocol'

const palettes: Record<ThemeMode, Record<string, string>> = {
  light: {
    '--ph-bg': '#ffffff',
    '--ph-surface': '#f3f4f4',
    '--ph-surface-hover': '#e9eaea',
    '--ph-surface-active': '#dfe1e1',
    '--ph-border': 'rgba(0, 0, 0, 0.06)',
    '--ph-text': '#141414',
    '--ph-text-secondary': '#5a6262',
    '--ph-text-tertiary': '#626a6a',
    '--ph-backdrop': 'rgba(20, 20, 20, 0.45)',
    '--ph-shadow': '0 12px 48px rgba(0, 0, 0, 0.18), 0 2px 6px rgba(0, 0, 0, 0.06)',
    '--ph-accent': '#0988f0',
    '--ph-error': '#df4a34',
    '--ph-success': '#26b562',
  },
  dark: {
    '--ph-bg': '#191a1a',
    '--ph-surface': '#242525',
    '--ph-surface-hover': '#2c2d2d',
    '--ph-surface-active': '#353636',
    '--ph-border': 'rgba(255, 255, 255, 0.06)',
    '--ph-text': '#e4e7e7',
    '--ph-text-secondary': '#9ca6a6',
    '--ph-text-tertiary': '#8f9999',
    '--ph-backdrop': 'rgba(0, 0, 0, 0.6)',
    '--ph-shadow': '0 12px 48px rgba(0, 0, 0, 0.5), 0 0 0 1px rgba(255, 255, 255, 0.04)',
    '--ph-accent': '#47a1ff',
    '--ph-error': '#f25a67',
    '--ph-success': '#27b06a',
  },
}

/**
 * CSS custom properties for a theme mode and the host's themeVariables (SPEC §9: font size
 * master 0.625rem: 10px at the browser's default 16px, and it follows the visitor's text size; border radius master 4px, font Inter with system fallbacks).
 */
export function buildThemeStyle(
  mode: ThemeMode,
  variables: ThemeVariables,
  { fontLoads = true }: { fontLoads?: boolean } = {},
): Record<string, string> {
  const style: Record<string, string> = {
    ...palettes[mode],
    // Without `fontLoads` (a view rendered ahead, hidden), the default family leaves out Inter's
    // web font, whose 48 KB file the browser would fetch for text nobody sees yet; its fallback
    // has Inter's metrics, so the swap when the modal opens moves nothing.
    '--ph-font-family':
      variables.fontFamily ??
      `${fontLoads ? "'Inter Variable', " : ''}Inter, 'Inter Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
    '--ph-font-size-master': variables.fontSizeMaster ?? '0.625rem',
    '--ph-border-radius-master': variables.borderRadiusMaster ?? '4px',
    '--ph-z-index': String(variables.zIndex ?? 999),
  }
  if (variables.accent) style['--ph-accent'] = variables.accent
  if (variables.colorMix) {
    const strength = variables.colorMixStrength ?? 0
    for (const key of ['--ph-bg', '--ph-surface', '--ph-surface-hover', '--ph-surface-active']) {
      style[key] = `color-mix(in srgb, ${variables.colorMix} ${strength}%, ${style[key]})`
    }
  }
  return style
}
