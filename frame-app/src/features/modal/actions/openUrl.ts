import type { FrameCore } from '../../../core/FrameCore.ts'

/** Open a link in a new tab of the host page (the frame cannot open windows itself). */
export function openUrl(app: Pick<FrameCore, 'callHost' | 'report'>, { url }: { url: string }) {
  app.callHost('OPEN_URL', { url, target: 'blank' }).catch(app.report)
}
