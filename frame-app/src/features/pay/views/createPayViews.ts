import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** Pay, in a chunk of its own. */
export function createPayViews(): FeatureViews<'Pay'> {
  return {
    Pay: defineView({
      // `modal.pay`: the frame opens it for the payment in the `pay` slot, once connected.
      title: () => ({ key: 'pay.title', en: 'Pay' }),
      access: 'internal',
      component: createChunkLoader(() => import('./Pay/PayView.tsx').then((m) => m.PayView)),
    }),
  }
}
