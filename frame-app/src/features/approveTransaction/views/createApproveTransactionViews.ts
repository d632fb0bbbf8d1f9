import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** ApproveTransaction, in a chunk of its own. */
export function createApproveTransactionViews(): FeatureViews<'ApproveTransaction'> {
  return {
    ApproveTransaction: defineView({
      title: () => ({ key: 'approve.title' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('./ApproveTransaction/ApproveTransactionView.tsx').then(
          (m) => m.ApproveTransactionView,
        ),
      ),
    }),
  }
}
