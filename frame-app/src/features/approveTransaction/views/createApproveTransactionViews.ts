import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** ApproveTransaction, and WalletRequest beside an external wallet's prompt, each in a chunk of its own. */
export function createApproveTransactionViews(): FeatureViews<
  'ApproveTransaction' | 'WalletRequest'
> {
  return {
    ApproveTransaction: defineView({
      title: () => ({ key: 'approve.title', en: 'Approve request' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('./ApproveTransaction/ApproveTransactionView.tsx').then(
          (m) => m.ApproveTransactionView,
        ),
      ),
    }),
    // Beside an external wallet's own prompt: what the host's request does (decision 0017).
    WalletRequest: defineView({
      title: () => ({ key: 'approve.title', en: 'Approve request' }),
      access: 'internal',
      component: createChunkLoader(() =>
        import('./WalletRequest/WalletRequestView.tsx').then((m) => m.WalletRequestView),
      ),
    }),
  }
}
