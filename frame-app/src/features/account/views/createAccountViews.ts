import * as z from 'zod/mini'
import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** Account, in the chunk the frame prefetches after Connect (vite.config.ts). */
export function createAccountViews(): FeatureViews<'Account'> {
  return {
    Account: defineView({
      // `notice`: set by the frame only, a disconnect the wallet failed (another stays open).
      params: z.object({ notice: z.optional(z.enum(['disconnectFailed'])) }),
      title: () => ({ key: 'account.title', en: 'Account' }),
      access: 'public',
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() =>
        import('./Account/AccountView.tsx').then((m) => m.AccountView),
      ),
    }),
  }
}
