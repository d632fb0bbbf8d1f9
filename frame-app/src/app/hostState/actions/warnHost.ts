import type { FrameCore } from '../../../core/FrameCore.ts'

/** A warning for the host page's developer, printed in the host's console (`[porthole] …`). */
export function warnHost(
  app: Pick<FrameCore, 'callHost' | 'report'>,
  { message }: { message: string },
) {
  app.callHost('WARN', { message: message.slice(0, 500) }).catch(app.report)
}
