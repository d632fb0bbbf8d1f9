import * as z from 'zod/mini'
import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** CallsStatus, in a chunk of its own. */
export function createShowCallsStatusViews(): FeatureViews<'CallsStatus'> {
  return {
    CallsStatus: defineView({
      // `wallet_showCallsStatus`: the batch's id; the frame opens it for a batch it sent.
      params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(4096)) }),
      title: () => ({ key: 'callsStatus.title', en: 'Batch status' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('./CallsStatus/CallsStatusView.tsx').then((m) => m.CallsStatusView),
      ),
    }),
  }
}
