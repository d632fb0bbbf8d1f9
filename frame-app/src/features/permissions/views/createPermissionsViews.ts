import { createChunkLoader } from '../../../core/views/createChunkLoader.ts'
import { defineView, type FeatureViews } from '../../../core/views/defineView.ts'

/** Permissions, in a chunk of its own. */
export function createPermissionsViews(): FeatureViews<'Permissions'> {
  return {
    Permissions: defineView({
      // Issue 39: the connected account's standing permissions, opened from Account.
      title: () => ({ key: 'permissions.title', en: 'Permissions' }),
      access: 'internal',
      needsConnection: { fallback: 'Connect' },
      component: createChunkLoader(() =>
        import('./Permissions/PermissionsView.tsx').then((m) => m.PermissionsView),
      ),
    }),
  }
}
