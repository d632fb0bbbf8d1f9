import type { SafeArea } from '@porthole/shared-protocol'

/**
 * The host page's safe-area insets as the CSS variables the phone's bottom sheet pads by
 * (`--ph-safe-bottom`, `--ph-safe-left`, `--ph-safe-right`; `--ph-safe-top` for completeness).
 */
export function safeAreaStyle(area: SafeArea): Record<string, string> {
  return {
    '--ph-safe-top': `${area.top}px`,
    '--ph-safe-right': `${area.right}px`,
    '--ph-safe-bottom': `${area.bottom}px`,
    '--ph-safe-left': `${area.left}px`,
  }
}
