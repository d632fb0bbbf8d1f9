import type { FrameCore } from '../../../core/FrameCore.ts'

/** "Continue in a new window" after a blocked popup: `popup` was opened inside that click. */
export function reopenSocialWindow(
  app: Pick<FrameCore, 'social'>,
  { popup }: { popup: Window | null },
) {
  app.social.current()?.social.reopen(popup)
}
